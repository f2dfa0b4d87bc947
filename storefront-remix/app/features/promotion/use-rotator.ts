import { useCallback, useEffect, useState } from "react"
import { rotatorStep } from "./promotion"
import { usePrefersReducedMotion } from "~/lib/use-reduced-motion"

/**
 * One item of `count` at a time, moving on every `delay` ms unless paused (hover, focus) or the
 * visitor prefers reduced motion; manual moves always work. Starts at 0 on the server and in the
 * first client render, so hydration shows what the server did.
 */
export function useRotator(count: number, delay: number) {
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reduced = usePrefersReducedMotion()
  const rotating = count > 1 && !hovered && !focused && !reduced
  useEffect(() => {
    if (!rotating) return
    // restarted after each move, so a manual change gets a full delay before the next one
    const id = setTimeout(() => setIndex((i) => rotatorStep(i, 1, count)), delay)
    return () => clearTimeout(id)
  }, [rotating, index, count, delay])
  const go = useCallback((delta: number) => setIndex((i) => rotatorStep(i, delta, count)), [count])
  const show = useCallback((i: number) => setIndex(rotatorStep(i, 0, count)), [count])
  return { index: rotatorStep(index, 0, count), rotating, reduced, go, show, setHovered, setFocused }
}

import { useSyncExternalStore } from "react"

const QUERY = "(max-width: 767px)"

/** True on a phone-sized screen (below Tailwind's `md`), kept up to date when the window is resized or turned. */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(QUERY)
      list.addEventListener("change", onChange)
      return () => list.removeEventListener("change", onChange)
    },
    () => window.matchMedia(QUERY).matches,
    () => false
  )
}

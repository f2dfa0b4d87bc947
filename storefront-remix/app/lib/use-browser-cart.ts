import { useEffect, useState } from "react"
import { parseCartLines, type CartLine } from "./order-summary"

export const CART_KEY = "cart"

function read(): CartLine[] {
  try {
    return parseCartLines(window.localStorage.getItem(CART_KEY))
  } catch {
    // Storage can be disabled (private mode, policy): an empty cart, not a broken page.
    return []
  }
}

/**
 * The lines of the browser cart (localStorage `cart`), kept in step with other tabs. Empty during
 * the server render and the first client render, so hydration always matches.
 */
export function useBrowserCart(): CartLine[] {
  const [lines, setLines] = useState<CartLine[]>([])
  useEffect(() => {
    setLines(read())
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === CART_KEY) setLines(read())
    }
    window.addEventListener("storage", onStorage)
    return () => window.removeEventListener("storage", onStorage)
  }, [])
  return lines
}

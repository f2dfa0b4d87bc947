import { useCallback, useEffect, useState } from "react"
import { addToCart, CART_ADD_EVENT, CART_CHANGE_EVENT, CART_KEY, parseStoredCart, refreshPrices, removeLine, setQuantity, type StoredCartLine } from "./cart"
import { parseCartLines, type CartLine } from "~/features/checkout/order-summary"

export { CART_KEY }

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CART_KEY)
  } catch {
    // Storage can be disabled (private mode, policy): an empty cart, not a broken page.
    return null
  }
}

/** The stored cart, every line checked (spec §3 shape). */
export const readCart = (): StoredCartLine[] => parseStoredCart(readRaw())

/**
 * The one place that writes the cart: saves, then tells this tab (other tabs hear the native
 * `storage` event, which a tab never receives for its own writes).
 */
export function writeCart(lines: StoredCartLine[]) {
  try {
    window.localStorage.setItem(CART_KEY, JSON.stringify(lines))
  } catch {
    return
  }
  window.dispatchEvent(new CustomEvent(CART_CHANGE_EVENT))
}

/** Adds a line (merging the same product + combination) and announces it: the cart modal opens. */
export function addToBrowserCart(line: StoredCartLine) {
  writeCart(addToCart(readCart(), line))
  window.dispatchEvent(new CustomEvent(CART_ADD_EVENT, { detail: line }))
}

/** Subscribes to every change of the cart: this tab's writes and other tabs' (`storage`). */
function useCartSubscription(reload: () => void) {
  useEffect(() => {
    reload()
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === CART_KEY) reload()
    }
    window.addEventListener("storage", onStorage)
    window.addEventListener(CART_CHANGE_EVENT, reload)
    return () => {
      window.removeEventListener("storage", onStorage)
      window.removeEventListener(CART_CHANGE_EVENT, reload)
    }
  }, [reload])
}

/**
 * The lines of the browser cart as the order summary reads them; null until the cart is read (the
 * server render and the first client render, so hydration always matches): the cart is in the
 * browser, and the page must not claim it is empty or worth 0 DA before it has looked.
 */
export function useBrowserCart(): CartLine[] | null {
  const [lines, setLines] = useState<CartLine[] | null>(null)
  useCartSubscription(useCallback(() => setLines(parseCartLines(readRaw())), []))
  return lines
}

/** The full cart lines with the mutations the cart modal offers (optimistic: storage is the state). */
export function useCart() {
  const [lines, setLines] = useState<StoredCartLine[]>([])
  useCartSubscription(useCallback(() => setLines(readCart()), []))
  return {
    lines,
    setQuantity: (l: StoredCartLine, quantity: number) => writeCart(setQuantity(readCart(), l, quantity)),
    remove: (l: StoredCartLine) => writeCart(removeLine(readCart(), l)),
    applyPrices: (prices: Record<string, number | null>) => {
      const current = readCart()
      const next = refreshPrices(current, prices)
      if (next.some((l, i) => l !== current[i])) writeCart(next)
    },
  }
}

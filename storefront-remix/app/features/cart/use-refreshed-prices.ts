import { useEffect, useRef } from "react"
import type { StoredCartLine } from "./cart"

/** Current prices of the lines' variants from the server (display; orders are priced by the backend anyway). */
export function useRefreshedPrices(open: boolean, lines: StoredCartLine[], apply: (p: Record<string, number | null>) => void) {
  const key = lines.map((l) => `${l.productId}.${l.combinationId}`).join("&")
  const applyRef = useRef(apply)
  applyRef.current = apply
  useEffect(() => {
    if (!open || !key) return
    const ctrl = new AbortController()
    const query = new URLSearchParams(key.split("&").map((l) => ["line", l]))
    fetch(`/api/cart-prices?${query}`, { signal: ctrl.signal })
      .then((r) => (r.ok ? r.json() : null))
      .then((body) => body?.prices && applyRef.current(body.prices))
      .catch(() => {
        /* offline or aborted: the stored prices stay */
      })
    return () => ctrl.abort()
  }, [open, key])
}

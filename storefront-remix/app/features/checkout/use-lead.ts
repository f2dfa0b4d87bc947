import { useEffect, useRef } from "react"
import { CART_ID_PATTERN, leadReady, newCartId, type FormValues, type OrderLine } from "./order-form"

/** Spec §7: the browser keeps its cart identifier; it keys the lead of an unfinished order. */
export const CART_ID_KEY = "cartId"

export function readCartId(): string | null {
  try {
    const id = window.localStorage.getItem(CART_ID_KEY)
    return id && CART_ID_PATTERN.test(id) ? id : null
  } catch {
    return null
  }
}

export function forgetCartId() {
  try {
    window.localStorage.removeItem(CART_ID_KEY)
  } catch {
    /* storage disabled */
  }
}

const SAVE_DELAY_MS = 1200

/**
 * Spec §4 "draft cart": once both names and a valid phone are typed, the browser gets a cart id
 * (`cart_<timestamp>_<n>`, created once) and what the buyer typed is saved as a lead, through the
 * storefront's own route, so staff can call back an unfinished order. Later changes update it.
 */
export function useLead(values: FormValues, lines: OrderLine[], csrf: string, enabled: boolean) {
  const last = useRef("")
  const body = JSON.stringify({ values, lines })
  useEffect(() => {
    if (!enabled || !leadReady(values)) return
    const timer = window.setTimeout(() => {
      let cartId = readCartId()
      if (!cartId) {
        cartId = newCartId()
        try {
          window.localStorage.setItem(CART_ID_KEY, cartId)
        } catch {
          return // no storage, no stable key: no lead
        }
      }
      if (last.current === cartId + body) return
      last.current = cartId + body
      const form = new FormData()
      form.set("csrf", csrf)
      form.set("cart_id", cartId)
      form.set("lines", JSON.stringify(lines))
      for (const [k, v] of Object.entries(values)) if (v) form.set(k, v)
      // A plain request, not a Remix submission: saving a lead must not reload the page's data.
      fetch("/api/cod-lead", { method: "POST", body: form }).catch(() => {
        last.current = "" // try again on the next change
      })
    }, SAVE_DELAY_MS)
    return () => window.clearTimeout(timer)
    // `body` stands for values and lines
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [body, csrf, enabled])
}

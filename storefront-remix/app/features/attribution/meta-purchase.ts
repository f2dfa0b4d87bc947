import { useEffect } from "react"
import { purchaseEventId } from "@shop/contracts/meta-event"
import { fbq, usePixelId } from "./meta-pixel"

// Only the thank-you page needs this (and the contract it reads): it stays out of the root's bundle,
// which every page downloads (the product page's budget, decision 0059).

/**
 * The browser's Purchase of a placed order, once per order in this tab, with the event id the
 * server's Conversions API event carries, so Meta keeps one of the two.
 */
export function useMetaPurchase(order: { id: string; total: number; items: { variant_id: string | null; quantity: number }[] }) {
  const pixelId = usePixelId()
  useEffect(() => {
    const track = fbq()
    if (!pixelId || !track) return
    const seen = `meta_purchase_${order.id}`
    try {
      if (sessionStorage.getItem(seen)) return
      sessionStorage.setItem(seen, "1")
    } catch {
      /* private mode: Meta deduplicates by event id anyway */
    }
    const content_ids = [...new Set(order.items.map((i) => i.variant_id).filter((v): v is string => !!v))]
    track(
      "track",
      "Purchase",
      { value: order.total, currency: "DZD", content_ids, content_type: "product", num_items: order.items.reduce((n, i) => n + i.quantity, 0) },
      { eventID: purchaseEventId(order.id) }
    )
  }, [pixelId, order.id, order.total, order.items])
}

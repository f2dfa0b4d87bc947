import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { StoreCodOrder } from "@shop/contracts/cod-order"

/** An order with the fields asked of Query below. */
type SummaryOrderRow = {
  id: string
  display_id: number
  created_at: Date | string
  metadata: Record<string, unknown> | null
  currency_code: string
  item_total: unknown
  shipping_total: unknown
  total: unknown
  // null once the variant is deleted: Medusa keeps the line (the contract says so too)
  items?: { title: string; variant_id: string | null; quantity: unknown; unit_price: unknown }[] | null
}

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v))

/** The thank-you page's order: the contract's answer type. */
export type CodOrderSummary = StoreCodOrder

/**
 * What the thank-you page shows: a cash-on-delivery order as Medusa priced it, or null for any
 * other order. It holds no personal data, only items and totals.
 */
export async function orderSummary(scope: MedusaContainer, orderId: string): Promise<CodOrderSummary | null> {
  const { data } = await scope.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: [
      "id",
      "display_id",
      "created_at",
      "metadata",
      "currency_code",
      "item_total",
      "shipping_total",
      "total",
      "items.title",
      "items.variant_id",
      "items.quantity",
      "items.unit_price",
    ],
    filters: { id: orderId },
  })
  const o = data[0] as SummaryOrderRow | undefined
  if (!o || !o.metadata?.cod) return null
  return {
    id: o.id,
    display_id: o.display_id,
    created_at: new Date(o.created_at).toISOString(),
    currency_code: o.currency_code,
    item_total: num(o.item_total),
    shipping_total: num(o.shipping_total),
    total: num(o.total),
    items: (o.items ?? []).map((i) => ({ title: i.title, variant_id: i.variant_id, quantity: num(i.quantity), unit_price: num(i.unit_price) })),
  }
}

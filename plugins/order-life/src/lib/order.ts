import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { capturedCents, toCents } from "@shop/shared/money"

type Maybe<T> = T | null | undefined

/** A fulfillment of the order as Query answers it. */
export type LifeFulfillment = {
  id: string
  location_id: string
  canceled_at: Maybe<Date | string>
  shipped_at: Maybe<Date | string>
  delivered_at: Maybe<Date | string>
  items?: Maybe<Maybe<{ line_item_id: Maybe<string>; inventory_item_id: Maybe<string>; quantity: number | string }>[]>
}

/** The order fields the life's transitions read (order, fulfillment and payment modules). */
export type LifeOrderRow = {
  id: string
  display_id: Maybe<number>
  status: string
  total: number | string | null
  currency_code: string
  items?: Maybe<Maybe<{ id: string; quantity: number | string; variant_id: Maybe<string>; total: Maybe<number | string> }>[]>
  shipping_methods?: Maybe<Maybe<{ name: string; amount: number | string; shipping_option_id?: Maybe<string>; data: Maybe<Record<string, unknown>> }>[]>
  fulfillments?: Maybe<Maybe<LifeFulfillment>[]>
  payment_collections?: Maybe<
    Maybe<{
      id: string
      status: string
      payments?: Maybe<
        Maybe<{
          id: string
          amount: number | string
          captured_at: Maybe<Date | string>
          canceled_at: Maybe<Date | string>
          captures?: Maybe<Maybe<{ amount: number | string }>[]>
        }>[]
      >
    }>[]
  >
  /** Medusa's balance: positive still due, negative owed back (after a return). */
  summary?: Maybe<{ pending_difference?: Maybe<number | string> }>
}

export const ORDER_FIELDS = [
  "id",
  "display_id",
  "status",
  "total",
  "currency_code",
  "items.id",
  "items.quantity",
  "items.variant_id",
  "items.total",
  "shipping_methods.name",
  "shipping_methods.amount",
  "shipping_methods.data",
  "shipping_methods.shipping_option_id",
  "fulfillments.id",
  "fulfillments.location_id",
  "fulfillments.canceled_at",
  "fulfillments.shipped_at",
  "fulfillments.delivered_at",
  "fulfillments.items.line_item_id",
  "fulfillments.items.inventory_item_id",
  "fulfillments.items.quantity",
  "payment_collections.id",
  "payment_collections.status",
  "payment_collections.payments.id",
  "payment_collections.payments.amount",
  "payment_collections.payments.captured_at",
  "payment_collections.payments.canceled_at",
  "payment_collections.payments.captures.amount",
  "summary.pending_difference",
]

export async function loadOrder(container: MedusaContainer, orderId: string): Promise<LifeOrderRow> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "order", fields: ORDER_FIELDS, filters: { id: orderId } })
  const order = data[0] as LifeOrderRow | undefined
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, `order_id: order ${orderId} not found`)
  return order
}

export const present = <T>(rows: Maybe<Maybe<T>[]>): T[] => (rows ?? []).filter((r): r is T => r !== null && r !== undefined)

/** The order's live (not cancelled) fulfillment the hand-over created. */
export const liveFulfillment = (order: LifeOrderRow, id: string | null | undefined) =>
  present(order.fulfillments).find((f) => f.id === id && !f.canceled_at) ?? null

/** The authorized, not yet captured, payment (cash on delivery: the system provider's). */
export const uncapturedPayment = (order: LifeOrderRow) =>
  present(order.payment_collections)
    .flatMap((c) => present(c.payments))
    .find((p) => !p.captured_at && !p.canceled_at) ?? null

/**
 * What the courier collects at the door: the order's total less what its live payments captured before
 * (a deposit or installments taken at the shop: @shop/pos, decision 0087), never below 0.
 */
export const leftToCollect = (order: LifeOrderRow) => {
  const captured = present(order.payment_collections)
    .flatMap((c) => present(c.payments))
    .filter((p) => !p.canceled_at)
    .reduce((sum, p) => sum + capturedCents(p), 0)
  return Math.max(0, toCents(Number(order.total ?? 0)) - captured) / 100
}

/** The captured (cash collected) payment of the order, the one a refund is issued on. */
export const capturedPayment = (order: LifeOrderRow) =>
  present(order.payment_collections)
    .flatMap((c) => present(c.payments))
    .find((p) => !!p.captured_at && !p.canceled_at) ?? null

/** The authorized payment collection still waiting for a capture (a parcel refused at the door). */
export const authorizedCollection = (order: LifeOrderRow) =>
  present(order.payment_collections).find((c) => c.status === "authorized" || c.status === "partially_authorized") ?? null

/**
 * The value of the lines that come back: each line's total (taxes and discounts in) in proportion
 * of the quantity returned, to the centime. Read before Medusa's return, which lowers the lines'
 * totals by what it received.
 */
export function linesValue(order: LifeOrderRow, lines: { id: string; quantity: number }[]) {
  const byId = new Map(present(order.items).map((i) => [i.id, i]))
  let centimes = 0
  for (const l of lines) {
    const item = byId.get(l.id)
    if (item && Number(item.quantity) > 0) centimes += Math.round((Number(item.total ?? 0) * 100 * l.quantity) / Number(item.quantity))
  }
  return centimes / 100
}

/** What Medusa says the order still owes (positive) or is owed back (negative). */
export const pendingDifference = (order: LifeOrderRow) => Number(order.summary?.pending_difference ?? 0)

/** A Medusa exchange as the order life reads it: the lines it brings and the return of the lines it takes back. */
export type LifeExchange = {
  id: string
  return_id: string | null
  new_items: { id: string; quantity: number }[]
  return_items: { id: string; quantity: number }[]
}

/** The order's Medusa exchange (decision 0042): its new lines and its return's lines. */
export async function loadExchange(container: MedusaContainer, exchangeId: string): Promise<LifeExchange> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order_exchange",
    fields: ["id", "return_id", "additional_items.item_id", "additional_items.quantity", "return.items.item_id", "return.items.quantity"],
    filters: { id: exchangeId },
  })
  const row = data[0] as
    | {
        id: string
        return_id: Maybe<string>
        additional_items?: Maybe<Maybe<{ item_id: string; quantity: number | string }>[]>
        return?: Maybe<{ items?: Maybe<Maybe<{ item_id: string; quantity: number | string }>[]> }>
      }
    | undefined
  if (!row) throw new MedusaError(MedusaError.Types.NOT_FOUND, `exchange ${exchangeId} not found`)
  return {
    id: row.id,
    return_id: row.return_id ?? null,
    new_items: present(row.additional_items).map((i) => ({ id: i.item_id, quantity: Number(i.quantity) })),
    return_items: present(row.return?.items).map((i) => ({ id: i.item_id, quantity: Number(i.quantity) })),
  }
}

import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"

/**
 * The order-life fields this plugin reads from the order-life plugin's module (`orderLife`,
 * decision 0035), through its generated list method: a structural type rather than an import of
 * that plugin's internals.
 */
export type LifeRow = {
  order_id: string
  display_id: number | null
  confirmation_state: string
  delivery_state: string
  money_state: string
  transporter_id: string | null
  tracking_number: string | null
  wilaya_code: number
  cash_to_collect: unknown
  courier_fee: unknown
  return_fee: unknown
  first_name: string
  last_name: string
  remittance_id: string | null
}
export type LifeReader = {
  listOrderLives(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<LifeRow[]>
}

export const LIFE_FIELDS = [
  "order_id",
  "display_id",
  "confirmation_state",
  "delivery_state",
  "money_state",
  "transporter_id",
  "tracking_number",
  "wilaya_code",
  "cash_to_collect",
  "courier_fee",
  "return_fee",
  "first_name",
  "last_name",
  "remittance_id",
]

export const lifeService = (req: AuthenticatedMedusaRequest) => req.scope.resolve<LifeReader>("orderLife")

const CHUNK = 1000

/** The lives of these orders, read in chunks. */
export async function livesOf(req: AuthenticatedMedusaRequest, orderIds: string[]): Promise<Map<string, LifeRow>> {
  const out = new Map<string, LifeRow>()
  for (let i = 0; i < orderIds.length; i += CHUNK) {
    const rows = await lifeService(req).listOrderLives({ order_id: orderIds.slice(i, i + CHUNK) }, { select: LIFE_FIELDS, take: null })
    for (const r of rows) out.set(r.order_id, r)
  }
  return out
}

/** A bigNumber column as DA (null stays null). */
export const amountOf = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 100) / 100)

import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import { lifeService } from "./helpers"

/** The order-life columns the money views read (the order-life module's generated list, decision 0035). */
export const LIFE_FIELDS = [
  "order_id",
  "display_id",
  "confirmation_state",
  "order_type",
  "delivery_state",
  "money_state",
  "transporter_id",
  "tracking_number",
  "wilaya_code",
  "cash_to_collect",
  "courier_fee",
  "return_fee",
  "delivery_kind",
  "collected_before",
  "fees_before",
  "owed_before",
  "first_name",
  "last_name",
  "remittance_id",
]

export type LifeRow = Awaited<ReturnType<ReturnType<typeof lifeService>["listOrderLives"]>>[number]

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

import { model } from "@medusajs/framework/utils"

/**
 * The Conversions API's Purchase of one confirmed order (decision 0073): one row per order, so a
 * second confirmation or a repeated event sends nothing. `sending` while a worker posts it, `retry`
 * after a 5xx, 429 or timeout (again at `next_attempt_at`), `sent`, `failed` (refused by Meta, or
 * out of attempts) or `skipped` (why in `reason`: not configured, cancelled, blocked phone, older
 * than Meta's 7-day window). `payload` is what was posted (hashed buyer data only, no token).
 */
export const CodMetaPurchase = model
  .define("cod_meta_purchase", {
    id: model.id({ prefix: "codmp" }).primaryKey(),
    order_id: model.text().unique(),
    event_id: model.text(),
    status: model.enum(["sending", "retry", "sent", "failed", "skipped"]),
    reason: model.text().nullable(),
    attempts: model.number().default(0),
    next_attempt_at: model.dateTime().nullable(),
    sent_at: model.dateTime().nullable(),
    payload: model.json().nullable(),
    response: model.json().nullable(),
  })
  .indexes([{ on: ["status", "next_attempt_at"] }])

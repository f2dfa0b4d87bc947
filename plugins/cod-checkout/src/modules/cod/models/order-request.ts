import { model } from "@medusajs/framework/utils"

/**
 * One order attempt, keyed by the buyer's Idempotency-Key. A `pending` row is written before the
 * checkout workflow runs and becomes `completed` with the answer sent; a failed attempt's row is
 * deleted (or, when its process died, recovered: lib/abandoned-attempts.ts). Live rows are also what the cooldown and the daily cap count (by phone and client IP).
 */
export const CodOrderRequest = model
  .define("cod_order_request", {
    id: model.id({ prefix: "codreq" }).primaryKey(),
    idempotency_key: model.text().unique(),
    body_hash: model.text(),
    status: model.enum(["pending", "completed"]).default("pending"),
    phone: model.text(),
    client_ip: model.text(),
    order_id: model.text().nullable(),
    response: model.json().nullable(),
    /** The process running a `pending` attempt (lib/attempt-owner.ts): when it is gone, the attempt is recovered. */
    owner: model.text().nullable(),
  })
  .indexes([{ on: ["phone", "created_at"] }, { on: ["client_ip", "created_at"] }])

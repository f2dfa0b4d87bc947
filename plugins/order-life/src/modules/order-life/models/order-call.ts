import { model } from "@medusajs/framework/utils"
import { CALL_OUTCOMES } from "@shop/contracts/cod-admin"

/**
 * One call of a confirmation agent to a buyer (decision 0068): who, when, what it ended with, the
 * agent's note. Written in the same transaction as the confirmation change it caused.
 */
export const OrderCall = model
  .define("order_call", {
    id: model.id({ prefix: "ocall" }).primaryKey(),
    order_id: model.text(),
    agent_id: model.text().nullable(),
    outcome: model.enum([...CALL_OUTCOMES]),
    note: model.text().nullable(),
    postponed_until: model.dateTime().nullable(),
    reason: model.text().nullable(),
  })
  .indexes([{ on: ["order_id", "created_at"] }, { on: ["agent_id", "created_at"] }])

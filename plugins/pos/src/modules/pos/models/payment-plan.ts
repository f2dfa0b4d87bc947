import { model } from "@medusajs/framework/utils"
import { PlanLine } from "./plan-line"

/**
 * How an order is paid when it is not paid at once nor by the courier alone (the spec's Deposit and
 * Installment payment types): a deposit then the rest on delivery, or a schedule of installments (a
 * deposit first when one was taken). One plan per order; its lines say what is due when and what was
 * paid, by whom, how. `paid` once every line is.
 */
export const PaymentPlan = model
  .define("pos_payment_plan", {
    id: model.id({ prefix: "ppln" }).primaryKey(),
    order_id: model.text().unique(),
    type: model.enum(["deposit", "installments"]),
    total: model.bigNumber(),
    currency_code: model.text(),
    status: model.enum(["open", "paid"]).default("open"),
    created_by: model.text().nullable(),
    lines: model.hasMany(() => PlanLine, { mappedBy: "plan" }),
  })
  .cascades({ delete: ["lines"] })

import { model } from "@medusajs/framework/utils"
import { PaymentPlan } from "./payment-plan"

/**
 * One amount of a payment plan: the deposit (seq 0), an installment (seq 1…), or the rest the courier
 * collects on delivery. `due_date` is the shop's day (`YYYY-MM-DD`). Paid once: `paid_at`, `paid_by`
 * (the staff member) and `method` are written together, only while `paid_at` is empty.
 */
export const PlanLine = model
  .define("pos_plan_line", {
    id: model.id({ prefix: "pline" }).primaryKey(),
    seq: model.number(),
    kind: model.enum(["deposit", "installment", "on_delivery"]),
    amount: model.bigNumber(),
    due_date: model.text(),
    paid_at: model.dateTime().nullable(),
    paid_by: model.text().nullable(),
    method: model.text().nullable(),
    capture_id: model.text().nullable(),
    plan: model.belongsTo(() => PaymentPlan, { mappedBy: "lines" }),
  })
  .indexes([
    { on: ["plan_id", "seq"], unique: true },
    { on: ["due_date"], where: "paid_at IS NULL" },
  ])

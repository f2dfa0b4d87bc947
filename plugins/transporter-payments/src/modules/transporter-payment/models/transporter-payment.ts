import { model } from "@medusajs/framework/utils"
import { PaymentOrder } from "./payment-order"

/** Cash a courier handed over for a batch of delivered orders; the difference is kept, never hidden. */
export const TransporterPayment = model
  .define("transporter_payment", {
    id: model.id({ prefix: "tpay" }).primaryKey(),
    transporter_id: model.text(),
    reference: model.text(),
    paid_at: model.dateTime(),
    amount_expected: model.bigNumber(),
    amount_received: model.bigNumber(),
    /** received − expected: negative when the courier paid less than it collected. */
    difference: model.bigNumber(),
    note: model.text().nullable(),
    created_by: model.text().nullable(),
    orders: model.hasMany(() => PaymentOrder, { mappedBy: "payment" }),
  })
  .cascades({ delete: ["orders"] })
  .indexes([{ on: ["transporter_id", "paid_at"] }])

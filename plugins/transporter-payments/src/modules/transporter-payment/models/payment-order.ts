import { model } from "@medusajs/framework/utils"
import { TransporterPayment } from "./transporter-payment"

/**
 * An order settled by a payment. The unique order_id is what makes "paid once" hold in the database.
 * `amount_expected` is the parcel's net frozen on its life; `amount_received` is what the courier's
 * statement says it paid for it (null when the payment was recorded without a statement) and
 * `difference` = received − expected, so a short line shows on its order, never only in a total.
 */
export const PaymentOrder = model.define("transporter_payment_order", {
  id: model.id({ prefix: "tpord" }).primaryKey(),
  payment: model.belongsTo(() => TransporterPayment, { mappedBy: "orders" }),
  order_id: model.text().unique(),
  amount_expected: model.bigNumber(),
  amount_received: model.bigNumber().nullable(),
  difference: model.bigNumber().nullable(),
})

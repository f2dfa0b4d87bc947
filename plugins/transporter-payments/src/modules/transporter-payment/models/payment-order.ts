import { model } from "@medusajs/framework/utils"
import { TransporterPayment } from "./transporter-payment"

/** An order settled by a payment. The unique order_id is what makes "paid once" hold in the database. */
export const PaymentOrder = model.define("transporter_payment_order", {
  id: model.id({ prefix: "tpord" }).primaryKey(),
  payment: model.belongsTo(() => TransporterPayment, { mappedBy: "orders" }),
  order_id: model.text().unique(),
  amount_expected: model.bigNumber(),
})

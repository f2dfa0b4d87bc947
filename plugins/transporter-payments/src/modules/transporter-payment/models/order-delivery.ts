import { model } from "@medusajs/framework/utils"

export const DELIVERY_STATUSES = ["shipped", "delivered", "returned"] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

/**
 * Where a shipped order is with its courier. The transporter and the amount the courier must
 * collect (the order total) are copied when the order is shipped, so payable lists and balances
 * read this table alone.
 */
export const OrderDelivery = model
  .define("order_delivery", {
    id: model.id({ prefix: "odlv" }).primaryKey(),
    order_id: model.text().unique(),
    display_id: model.number().nullable(),
    transporter_id: model.text(),
    fulfillment_id: model.text().nullable(),
    location_id: model.text().nullable(),
    status: model.enum([...DELIVERY_STATUSES]).default("shipped"),
    customer_name: model.text(),
    delivery_name: model.text().nullable(),
    amount_expected: model.bigNumber(),
    shipped_at: model.dateTime(),
    delivered_at: model.dateTime().nullable(),
    returned_at: model.dateTime().nullable(),
    updated_by: model.text().nullable(),
  })
  .indexes([{ on: ["transporter_id", "status"] }])

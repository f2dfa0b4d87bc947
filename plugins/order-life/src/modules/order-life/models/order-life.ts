import { model } from "@medusajs/framework/utils"
import { CONFIRMATION_STATES, DELIVERY_KINDS, DELIVERY_STATES, MONEY_STATES } from "@shop/contracts/order-life"
import { ORDER_TYPES } from "@shop/contracts/order-type"

/**
 * The life of one cash-on-delivery order (linked to the order): three axes kept apart, the buyer and
 * destination copied when the order is placed (the call queue filters on them without reading the
 * order module), and the amounts frozen at hand-over. `version` grows with every change: a
 * transition writes only if the row is still the one it read (compare and set), so two agents acting
 * at once end in one consistent state.
 */
export const OrderLife = model
  .define("order_life", {
    id: model.id({ prefix: "olife" }).primaryKey(),
    order_id: model.text().unique(),
    display_id: model.number().nullable(),
    version: model.number().default(0),
    confirmation_state: model.enum([...CONFIRMATION_STATES]).default("to_confirm"),
    delivery_state: model.enum([...DELIVERY_STATES]).default("not_shipped"),
    money_state: model.enum([...MONEY_STATES]).default("to_collect"),
    delivery_kind: model.enum([...DELIVERY_KINDS]).default("delivery"),
    attempts: model.number().default(0),
    delivery_attempts: model.number().default(0),
    postponed_until: model.dateTime().nullable(),
    cancel_reason: model.text().nullable(),
    return_reason: model.text().nullable(),
    customer_id: model.text().nullable(),
    first_name: model.text(),
    last_name: model.text(),
    phone: model.text(),
    wilaya_code: model.number(),
    commune_code: model.number(),
    transporter_id: model.text().nullable(),
    delivery_type: model.text().nullable(),
    tracking_number: model.text().nullable(),
    fulfillment_id: model.text().nullable(),
    location_id: model.text().nullable(),
    remittance_id: model.text().nullable(),
    cash_to_collect: model.bigNumber().nullable(),
    courier_fee: model.bigNumber().nullable(),
    return_fee: model.bigNumber().nullable(),
    /** Decision 0042: the current exchange parcel's Medusa exchange, and the order's earlier parcels' money. */
    exchange_id: model.text().nullable(),
    collected_before: model.bigNumber().default(0),
    fees_before: model.bigNumber().default(0),
    owed_before: model.bigNumber().default(0),
    /** Decision 0068: the confirmation agent the order is dealt to (a user id), when, and its calls' first and last time. */
    assigned_to: model.text().nullable(),
    assigned_at: model.dateTime().nullable(),
    first_call_at: model.dateTime().nullable(),
    last_call_at: model.dateTime().nullable(),
    handed_over_at: model.dateTime().nullable(),
    delivered_at: model.dateTime().nullable(),
    returned_at: model.dateTime().nullable(),
    /** Decision 0074: how the order was taken (the storefront, staff on the phone, the shop's counter...). */
    order_type: model.enum([...ORDER_TYPES]).default("online"),
  })
  .indexes([
    { on: ["confirmation_state", "created_at"] },
    { on: ["delivery_state"] },
    { on: ["transporter_id", "money_state"] },
    { on: ["phone"] },
    { on: ["customer_id"] },
    { on: ["wilaya_code"] },
    { on: ["tracking_number"] },
    { on: ["assigned_to", "confirmation_state"] },
    { on: ["order_type", "created_at"] },
  ])

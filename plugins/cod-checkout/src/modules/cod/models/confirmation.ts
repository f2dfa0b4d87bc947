import { model } from "@medusajs/framework/utils"

export const CONFIRMATION_STATUSES = ["to_confirm", "confirmed", "no_answer", "postponed", "cancelled"] as const
export type ConfirmationStatus = (typeof CONFIRMATION_STATUSES)[number]

/**
 * The phone confirmation of a COD order (linked to the order). Buyer, destination and
 * transporter are copied from the order when it is placed, so the queue filters on them
 * without reading the order module.
 */
export const CodConfirmation = model
  .define("cod_confirmation", {
    id: model.id({ prefix: "codconf" }).primaryKey(),
    order_id: model.text().unique(),
    status: model.enum([...CONFIRMATION_STATUSES]).default("to_confirm"),
    attempts: model.number().default(0),
    postponed_until: model.dateTime().nullable(),
    reason: model.text().nullable(),
    first_name: model.text(),
    last_name: model.text(),
    phone: model.text(),
    wilaya_code: model.number(),
    commune_code: model.number(),
    transporter_id: model.text().nullable(),
    delivery_type: model.text().nullable(),
  })
  .indexes([{ on: ["status", "created_at"] }, { on: ["phone"] }, { on: ["wilaya_code"] }, { on: ["transporter_id"] }])

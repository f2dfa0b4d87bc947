import { model } from "@medusajs/framework/utils"

/**
 * An unfinished order (spec §4 "draft cart"), keyed by the browser's `cart_<timestamp>_<n>`.
 * It becomes `converted` when an order is placed with the same key.
 */
export const CodLead = model
  .define("cod_lead", {
    id: model.id({ prefix: "codlead" }).primaryKey(),
    cart_id: model.text().unique(),
    first_name: model.text(),
    last_name: model.text(),
    phone: model.text(),
    email: model.text().nullable(),
    address: model.text().nullable(),
    wilaya_code: model.number().nullable(),
    commune_code: model.number().nullable(),
    items: model.json(),
    status: model.enum(["open", "converted"]).default("open"),
    order_id: model.text().nullable(),
    converted_at: model.dateTime().nullable(),
  })
  .indexes([{ on: ["status", "created_at"] }, { on: ["phone"] }])

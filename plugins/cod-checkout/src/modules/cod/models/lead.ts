import { model } from "@medusajs/framework/utils"

/**
 * An unfinished order (spec §4 "draft cart") of the browser's cart `cart_<timestamp>_<n>`, keyed by
 * `lead_key`: a digest of that cart id and the buyer's signed storefront session (decision 0045), so
 * no one else, knowing or guessing the cart id, can write this buyer's lead.
 * It becomes `converted` when an order is placed from the same cart and session, or the same phone.
 */
export const CodLead = model
  .define("cod_lead", {
    id: model.id({ prefix: "codlead" }).primaryKey(),
    lead_key: model.text().unique(),
    cart_id: model.text(),
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
  .indexes([{ on: ["status", "created_at"] }, { on: ["phone"] }, { on: ["cart_id"] }])

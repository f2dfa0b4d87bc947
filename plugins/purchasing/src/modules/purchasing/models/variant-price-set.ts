import { model } from "@medusajs/framework/utils"

/**
 * The rest of a variant's price set (the spec's §3 "Price set" beside Medusa's retail price): the supply
 * price (what a unit costs the shop, tax included like every price here; the weighted average after each
 * reception), the wholesale price and its minimum quantity, the usual supplier, the stock under which a
 * purchase is suggested.
 */
export const VariantPriceSet = model
  .define("variant_price_set", {
    id: model.id({ prefix: "vps" }).primaryKey(),
    variant_id: model.text().unique(),
    supply_price: model.bigNumber().nullable(),
    wholesale_price: model.bigNumber().nullable(),
    wholesale_min_quantity: model.number().nullable(),
    supplier_id: model.text().nullable(),
    reorder_point: model.number().nullable(),
  })
  .indexes([{ on: ["supplier_id"] }])

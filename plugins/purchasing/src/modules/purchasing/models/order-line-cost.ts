import { model } from "@medusajs/framework/utils"

/** What a unit of an order line cost the shop when it was sold (the variant's supply price then); null: no cost known. */
export const OrderLineCost = model
  .define("order_line_cost", {
    id: model.id({ prefix: "olc" }).primaryKey(),
    order_id: model.text(),
    line_item_id: model.text().unique(),
    variant_id: model.text().nullable(),
    quantity: model.number(),
    unit_cost: model.bigNumber().nullable(),
  })
  .indexes([{ on: ["order_id"] }])

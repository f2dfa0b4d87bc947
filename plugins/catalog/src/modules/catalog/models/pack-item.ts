import { model } from "@medusajs/framework/utils"
import { Pack } from "./pack"

/** One part of a pack: a product, its fixed variant in a strict pack, and how many. */
export const PackItem = model.define("pack_item", {
  id: model.id({ prefix: "packi" }).primaryKey(),
  product_id: model.text(),
  variant_id: model.text().nullable(),
  quantity: model.number(),
  position: model.number().default(0),
  pack: model.belongsTo(() => Pack, { mappedBy: "items" }),
})

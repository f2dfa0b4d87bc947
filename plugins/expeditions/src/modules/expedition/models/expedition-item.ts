import { model } from "@medusajs/framework/utils"
import { InternalExpedition } from "./internal-expedition"

/**
 * A line of an expedition (the spec's "part": it is received in one or more receptions).
 * Product and variant titles are copied when the line is added, so the list needs no joins.
 * In transit = quantity - quantity_received - quantity_returned once sent.
 */
export const ExpeditionItem = model
  .define("internal_expedition_item", {
    id: model.id({ prefix: "iexpi" }).primaryKey(),
    expedition: model.belongsTo(() => InternalExpedition, { mappedBy: "items" }),
    variant_id: model.text(),
    inventory_item_id: model.text(),
    product_id: model.text(),
    product_title: model.text(),
    variant_title: model.text().nullable(),
    sku: model.text().nullable(),
    quantity: model.number(),
    quantity_received: model.number().default(0),
    quantity_returned: model.number().default(0),
  })
  .indexes([{ on: ["expedition_id", "variant_id"], unique: true, where: "deleted_at IS NULL" }])

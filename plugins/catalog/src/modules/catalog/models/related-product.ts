import { model } from "@medusajs/framework/utils"

/** A curated "related products" entry of a product (cross-selling), in the admin's order. */
export const RelatedProduct = model
  .define("related_product", {
    id: model.id({ prefix: "relp" }).primaryKey(),
    product_id: model.text(),
    related_product_id: model.text(),
    position: model.number().default(0),
  })
  .indexes([{ on: ["product_id", "related_product_id"], unique: true, where: "deleted_at IS NULL" }])

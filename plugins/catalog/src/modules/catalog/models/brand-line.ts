import { model } from "@medusajs/framework/utils"
import { Brand } from "./brand"

/** A line (range) of a brand; its slug is unique within the brand only. */
export const BrandLine = model
  .define("brand_line", {
    id: model.id({ prefix: "bline" }).primaryKey(),
    name: model.text().searchable(),
    slug: model.text(),
    logo_url: model.text().nullable(),
    translations: model.json().nullable(),
    brand: model.belongsTo(() => Brand, { mappedBy: "lines" }),
  })
  .indexes([{ on: ["brand_id", "slug"], unique: true, where: "deleted_at IS NULL" }])

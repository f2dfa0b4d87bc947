import { model } from "@medusajs/framework/utils"
import { BrandLine } from "./brand-line"

/**
 * A brand. French lives in the base fields (the fallback of every locale);
 * `translations` holds `{ en: { name, description }, ar: { name, description } }`.
 */
export const Brand = model
  .define("brand", {
    id: model.id({ prefix: "brand" }).primaryKey(),
    name: model.text().searchable(),
    slug: model.text().unique(),
    logo_url: model.text().nullable(),
    description: model.text().nullable(),
    translations: model.json().nullable(),
    active: model.boolean().default(true),
    lines: model.hasMany(() => BrandLine, { mappedBy: "brand" }),
  })
  .cascades({ delete: ["lines"] })

import { model } from "@medusajs/framework/utils"
import { Commune } from "./commune"

/**
 * A wilaya (province). `code` is the official number 1–69; `code_58` maps the
 * 2026 wilayas (59–69) back to their mother wilaya, because couriers still
 * only accept the 58-wilaya model.
 */
export const Wilaya = model
  .define("wilaya", {
    id: model.id({ prefix: "wil" }).primaryKey(),
    code: model.number().unique(),
    code_58: model.number(),
    name_fr: model.text(),
    name_ar: model.text(),
    reform: model.text().nullable(),
    phone_code: model.text().nullable(),
    postal_code: model.text().nullable(),
    latitude: model.float().nullable(),
    longitude: model.float().nullable(),
    deliverable: model.boolean().default(true),
    search_key: model.text().default(""),
    communes: model.hasMany(() => Commune, { mappedBy: "wilaya" }),
  })
  .indexes([{ on: ["deliverable"] }])

import { model } from "@medusajs/framework/utils"
import { Wilaya } from "./wilaya"

/** A commune. `code` is the ONS code WWCC (its wilaya in the 58 model is code / 100). */
export const Commune = model
  .define("commune", {
    id: model.id({ prefix: "com" }).primaryKey(),
    code: model.number().unique(),
    name_fr: model.text(),
    name_ar: model.text(),
    daira: model.text().nullable(),
    postal_code: model.text().nullable(),
    latitude: model.float().nullable(),
    longitude: model.float().nullable(),
    deliverable: model.boolean().default(true),
    search_key: model.text().default(""),
    wilaya: model.belongsTo(() => Wilaya, { mappedBy: "communes" }),
  })
  .indexes([{ on: ["wilaya_id", "deliverable"] }])

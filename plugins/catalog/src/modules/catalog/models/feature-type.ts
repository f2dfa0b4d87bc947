import { model } from "@medusajs/framework/utils"
import { FeatureValue } from "./feature-value"

/**
 * A kind of product characteristic (Couleur, Matière, Puissance...). `label` is French;
 * `translations` holds `{ en: { label }, ar: { label } }`.
 */
export const FeatureType = model
  .define("feature_type", {
    id: model.id({ prefix: "ftype" }).primaryKey(),
    code: model.text().unique(),
    label: model.text().searchable(),
    translations: model.json().nullable(),
    position: model.number().default(0),
    values: model.hasMany(() => FeatureValue, { mappedBy: "feature_type" }),
  })
  .cascades({ delete: ["values"] })

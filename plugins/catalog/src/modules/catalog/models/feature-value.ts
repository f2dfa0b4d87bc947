import { model } from "@medusajs/framework/utils"
import { FeatureType } from "./feature-type"

/** One value of a feature type ("Rouge"); `translations` holds `{ en: { value }, ar: { value } }`. */
export const FeatureValue = model
  .define("feature_value", {
    id: model.id({ prefix: "fval" }).primaryKey(),
    value: model.text().searchable(),
    translations: model.json().nullable(),
    position: model.number().default(0),
    feature_type: model.belongsTo(() => FeatureType, { mappedBy: "values" }),
  })
  .indexes([{ on: ["feature_type_id", "position"] }])

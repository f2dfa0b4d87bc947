import { model } from "@medusajs/framework/utils"
import { DELIVERY_TYPES } from "./delivery-type"
import { Transporter } from "./transporter"

/**
 * A commune priced differently from its wilaya, or not served at all
 * (`served: false`). It wins over the wilaya's rate.
 */
export const CommuneOverride = model
  .define("transporter_commune_override", {
    id: model.id({ prefix: "tcov" }).primaryKey(),
    commune_code: model.number(),
    delivery_type: model.enum([...DELIVERY_TYPES]),
    served: model.boolean().default(true),
    price: model.number().nullable(),
    transporter: model.belongsTo(() => Transporter, { mappedBy: "commune_overrides" }),
  })
  .indexes([{ on: ["transporter_id", "commune_code", "delivery_type"], unique: true }, { on: ["commune_code"] }])

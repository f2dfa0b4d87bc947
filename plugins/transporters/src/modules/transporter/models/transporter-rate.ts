import { model } from "@medusajs/framework/utils"
import { DELIVERY_TYPES } from "./delivery-type"
import { Transporter } from "./transporter"

/**
 * What a courier charges to deliver to a wilaya (1–69), per delivery type, in whole
 * dinars (see docs/decisions/0003-transporter-pricing.md). A 2026 wilaya without its
 * own row is priced at its mother wilaya's rate.
 */
export const TransporterRate = model
  .define("transporter_rate", {
    id: model.id({ prefix: "trate" }).primaryKey(),
    wilaya_code: model.number(),
    delivery_type: model.enum([...DELIVERY_TYPES]),
    price: model.number(),
    return_fee: model.number().nullable(),
    /** The usual delay in days (decision 0060): both or neither, 0–60, min ≤ max. */
    delay_min_days: model.number().nullable(),
    delay_max_days: model.number().nullable(),
    transporter: model.belongsTo(() => Transporter, { mappedBy: "rates" }),
  })
  .indexes([{ on: ["transporter_id", "wilaya_code", "delivery_type"], unique: true }])

import { model } from "@medusajs/framework/utils"
import { Transporter } from "./transporter"

/**
 * A courier's pick-up point. `wilaya_code` (1–69) is copied from the commune when the
 * desk is saved, because a 2026 wilaya cannot be derived from the ONS code.
 */
export const StopDesk = model
  .define("transporter_stop_desk", {
    id: model.id({ prefix: "tdesk" }).primaryKey(),
    commune_code: model.number(),
    wilaya_code: model.number(),
    name: model.text(),
    address: model.text(),
    opening_hours: model.text().nullable(),
    phone: model.text().nullable(),
    active: model.boolean().default(true),
    transporter: model.belongsTo(() => Transporter, { mappedBy: "stop_desks" }),
  })
  .indexes([{ on: ["transporter_id", "wilaya_code", "active"] }])

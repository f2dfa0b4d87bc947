import { model } from "@medusajs/framework/utils"
import { Transporter } from "./transporter"

/**
 * A courier's pick-up point. `wilaya_code` (1–69) is copied from the commune when the
 * desk is saved, because a 2026 wilaya cannot be derived from the ONS code. `external_id` is the
 * courier's own id of the desk (its `stopdesk_id`, station code…), set when the desks are synced
 * from a courier account (couriers plugin, decision 0040) and sent with a stop-desk parcel.
 * `translations`: the name and address in Arabic and English, `{ ar: { name, address } }` (decision 0062).
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
    external_id: model.text().nullable(),
    translations: model.json().nullable(),
    transporter: model.belongsTo(() => Transporter, { mappedBy: "stop_desks" }),
  })
  .indexes([{ on: ["transporter_id", "wilaya_code", "active"] }])

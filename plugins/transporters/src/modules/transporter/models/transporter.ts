import { model } from "@medusajs/framework/utils"
import { CommuneOverride } from "./commune-override"
import { StopDesk } from "./stop-desk"
import { TransporterRate } from "./transporter-rate"

/**
 * A courier (Yalidine, ZR Express...). Each supported delivery type becomes one
 * calculated shipping option, kept in sync by the transporter workflows.
 */
export const Transporter = model
  .define("transporter", {
    id: model.id({ prefix: "trp" }).primaryKey(),
    name: model.text(),
    code: model.text().unique(),
    logo_url: model.text().nullable(),
    active: model.boolean().default(true),
    phone: model.text().nullable(),
    tracking_url_pattern: model.text().nullable(),
    supports_home: model.boolean().default(true),
    supports_stop_desk: model.boolean().default(true),
    rates: model.hasMany(() => TransporterRate, { mappedBy: "transporter" }),
    commune_overrides: model.hasMany(() => CommuneOverride, { mappedBy: "transporter" }),
    stop_desks: model.hasMany(() => StopDesk, { mappedBy: "transporter" }),
  })
  .cascades({ delete: ["rates", "commune_overrides", "stop_desks"] })

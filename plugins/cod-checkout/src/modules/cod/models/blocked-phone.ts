import { model } from "@medusajs/framework/utils"

/** A phone, normalized like 0661234567, that may not order. */
export const CodBlockedPhone = model.define("cod_blocked_phone", {
  id: model.id({ prefix: "codblk" }).primaryKey(),
  phone: model.text().unique(),
  reason: model.text().nullable(),
})

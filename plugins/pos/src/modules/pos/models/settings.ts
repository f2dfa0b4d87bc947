import { model } from "@medusajs/framework/utils"

/** The owner's till settings (one row, id `pos`): the largest discount a cashier may give on a line. */
export const PosSettings = model.define("pos_settings", {
  id: model.text().primaryKey(),
  max_line_discount_percent: model.number().default(10),
})

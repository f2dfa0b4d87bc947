import { model } from "@medusajs/framework/utils"

/** A member of staff (by e-mail, as roles are) assigned to a shop: the stock location their till sells from. */
export const PosCashier = model
  .define("pos_cashier", {
    id: model.id({ prefix: "pcsh" }).primaryKey(),
    email: model.text().unique(),
    location_id: model.text(),
  })
  .indexes([{ on: ["location_id"] }])

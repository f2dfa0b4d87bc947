import { model } from "@medusajs/framework/utils"

/** Who the shop buys from (issue 22 item 2): name, phone, address in a wilaya and commune, notes. */
export const Supplier = model
  .define("supplier", {
    id: model.id({ prefix: "supp" }).primaryKey(),
    name: model.text().searchable(),
    phone: model.text().nullable(),
    address: model.text().nullable(),
    wilaya_code: model.number().nullable(),
    commune_code: model.number().nullable(),
    notes: model.text().nullable(),
  })
  .indexes([{ on: ["name"] }])

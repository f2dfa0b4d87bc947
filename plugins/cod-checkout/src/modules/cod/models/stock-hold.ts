import { model } from "@medusajs/framework/utils"

/**
 * Units an order in progress counts on, from its admission to its completed cart (decision 0043):
 * while the last units are held, further buyers are answered 409 at once instead of all running
 * the whole checkout to find out at the reservation. A hold older than a checkout can take belongs
 * to a process that died and is ignored.
 */
export const CodStockHold = model
  .define("cod_stock_hold", {
    id: model.id({ prefix: "codhold" }).primaryKey(),
    slot_id: model.text(),
    variant_id: model.text(),
    quantity: model.number(),
  })
  .indexes([{ on: ["variant_id", "created_at"] }, { on: ["slot_id"] }])

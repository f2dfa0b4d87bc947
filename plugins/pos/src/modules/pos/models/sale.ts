import { model } from "@medusajs/framework/utils"

/**
 * One sale taken at a till (decision 0088), known by the id the till gave it when it was taken
 * (`client_id`, unique): a sync sent again finds it and answers the same sale. `state` says how far its
 * recording went (`processing` while the order, stock and payments are written; `recorded` once done);
 * a process that died mid-way leaves `processing` for the next try to take up after a lease. `receipt`
 * is what the till and the receipt show (the contract's `PosSale` without ids), `flags` what the manager
 * must look at (units sold the shop's stock did not have, a total that changed since the till's prices).
 */
export const PosSale = model
  .define("pos_sale", {
    id: model.id({ prefix: "psale" }).primaryKey(),
    client_id: model.text().unique(),
    state: model.enum(["processing", "recorded"]).default("processing"),
    lease_until: model.dateTime().nullable(),
    location_id: model.text(),
    cashier_id: model.text(),
    order_id: model.text().nullable(),
    order_type: model.enum(["shop", "wholesale", "installment"]).default("shop"),
    mode: model.enum(["pickup", "delivery"]).default("pickup"),
    payment_type: model.text(),
    total: model.bigNumber().nullable(),
    flagged: model.boolean().default(false),
    flags: model.json().nullable(),
    offline: model.boolean().default(false),
    made_at: model.dateTime(),
    synced_at: model.dateTime().nullable(),
    receipt: model.json().nullable(),
  })
  .indexes([{ on: ["location_id", "made_at"] }, { on: ["flagged", "made_at"] }, { on: ["order_id"] }])

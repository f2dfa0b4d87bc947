import { model } from "@medusajs/framework/utils"

/** One change of a variant's cost, for the record: typed by staff, or the weighted average of a reception. */
export const CostChange = model
  .define("variant_cost_change", {
    id: model.id({ prefix: "vcc" }).primaryKey(),
    variant_id: model.text(),
    from_cost: model.bigNumber().nullable(),
    to_cost: model.bigNumber().nullable(),
    /** A reception: the units on hand before it, those received and their unit cost. */
    on_hand: model.number().nullable(),
    received: model.number().nullable(),
    unit_cost: model.bigNumber().nullable(),
    purchase_order_id: model.text().nullable(),
    actor_id: model.text().nullable(),
  })
  .indexes([{ on: ["variant_id", "created_at"] }])

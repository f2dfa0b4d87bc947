import { model } from "@medusajs/framework/utils"
import { LIFE_AXES } from "@shop/contracts/order-life"

/** One change of one axis of an order's life: who, when, from, to, why. Written in the same step as the change. */
export const OrderLifeEvent = model
  .define("order_life_event", {
    id: model.id({ prefix: "olevt" }).primaryKey(),
    order_id: model.text(),
    axis: model.enum([...LIFE_AXES]),
    from_state: model.text(),
    to_state: model.text(),
    actor_id: model.text().nullable(),
    note: model.text().nullable(),
    data: model.json().nullable(),
  })
  .indexes([{ on: ["order_id", "created_at"] }, { on: ["axis", "to_state", "created_at"] }])

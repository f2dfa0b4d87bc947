import { model } from "@medusajs/framework/utils"

export const MOVEMENT_KINDS = ["addition", "allocation", "expedition_send", "expedition_receive", "expedition_return", "pos_sale", "purchase_receipt"] as const
export type MovementKind = (typeof MOVEMENT_KINDS)[number]

/**
 * One change of a Medusa inventory level, for the audit trail (who, when, why). The quantity
 * itself lives in the inventory level; this table never holds a balance.
 */
export const StockMovement = model
  .define("stock_movement", {
    id: model.id({ prefix: "smov" }).primaryKey(),
    location_id: model.text(),
    inventory_item_id: model.text(),
    variant_id: model.text().nullable(),
    /** Signed: positive into the location, negative out of it. */
    quantity: model.number(),
    kind: model.enum([...MOVEMENT_KINDS]),
    reason: model.text().nullable(),
    actor_id: model.text().nullable(),
    expedition_id: model.text().nullable(),
  })
  .indexes([{ on: ["location_id", "created_at"] }, { on: ["inventory_item_id"] }, { on: ["expedition_id"] }])

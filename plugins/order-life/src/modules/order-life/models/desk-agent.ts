import { model } from "@medusajs/framework/utils"

/**
 * A member of staff who confirms orders (decision 0068). `on_duty`: new orders are dealt to them in
 * turn; `last_assigned_at` is the turn (the agent on duty who got an order longest ago gets the next).
 */
export const DeskAgent = model.define("desk_agent", {
  id: model.id({ prefix: "dagent" }).primaryKey(),
  user_id: model.text().unique(),
  on_duty: model.boolean().default(false),
  last_assigned_at: model.dateTime().nullable(),
})

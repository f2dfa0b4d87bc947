import { adjustInventoryLevelsStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { MovementKind } from "../modules/expedition/models/stock-movement"
import { ensureInventoryLevelsStep } from "./steps/inventory"
import { recordMovementsStep } from "./steps/movements"

export type AddStockInput = {
  rows: { location_id: string; inventory_item_id: string; variant_id?: string | null; quantity: number }[]
  kind: Extract<MovementKind, "addition" | "allocation" | "purchase_receipt">
  reason?: string | null
  actor_id?: string | null
}

/**
 * Adds stock to one or more warehouses: Medusa's inventory levels are raised (created first if
 * missing) and each addition is recorded as a movement. Any failure undoes all of it.
 */
export const addStockWorkflow = createWorkflow("add-warehouse-stock", (input: AddStockInput) => {
  const rows = transform({ input }, ({ input }) => input.rows.filter((r) => r.quantity > 0))
  ensureInventoryLevelsStep(transform({ rows }, ({ rows }) => rows.map((r) => ({ inventory_item_id: r.inventory_item_id, location_id: r.location_id }))))
  adjustInventoryLevelsStep(
    transform({ rows }, ({ rows }) => rows.map((r) => ({ inventory_item_id: r.inventory_item_id, location_id: r.location_id, adjustment: r.quantity })))
  )
  const movements = recordMovementsStep(
    transform({ input, rows }, ({ input, rows }) =>
      rows.map((r) => ({ ...r, kind: input.kind, reason: input.reason ?? null, actor_id: input.actor_id ?? null }))
    )
  )
  return new WorkflowResponse(movements)
})

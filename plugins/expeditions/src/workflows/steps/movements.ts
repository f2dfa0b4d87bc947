import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { EXPEDITION_MODULE } from "../../modules/expedition"
import type ExpeditionModuleService from "../../modules/expedition/service"
import type { MovementKind } from "../../modules/expedition/models/stock-movement"

export type MovementInput = {
  location_id: string
  inventory_item_id: string
  variant_id?: string | null
  quantity: number
  kind: MovementKind
  reason?: string | null
  actor_id?: string | null
  expedition_id?: string | null
}

/** Writes the audit rows of a stock change; the compensation removes them. */
export const recordMovementsStep = createStep(
  "record-stock-movements",
  async (rows: MovementInput[], { container }) => {
    const service = container.resolve<ExpeditionModuleService>(EXPEDITION_MODULE)
    const created = rows.length ? await service.createStockMovements(rows) : []
    return new StepResponse(
      created,
      created.map((m) => m.id)
    )
  },
  async (ids, { container }) => {
    if (ids?.length) await container.resolve<ExpeditionModuleService>(EXPEDITION_MODULE).deleteStockMovements(ids)
  }
)

import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { EXPEDITION_MODULE } from "../../modules/expedition"
import type ExpeditionModuleService from "../../modules/expedition/service"

/**
 * `DELETE /admin/stock-locations/:id` (Medusa's own, the admin's Locations screen): a warehouse an
 * internal expedition leaves from or goes to is kept: deleting it would leave expeditions, their stock
 * movements and the stock in transit pointing nowhere (issue 19 item 9). 409 naming how many and the
 * first of them; a warehouse nothing uses is Medusa's to delete.
 */
export async function refuseDeletingUsedWarehouse(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const id = req.params.id
  if (!id) return next()
  const service = req.scope.resolve<ExpeditionModuleService>(EXPEDITION_MODULE)
  const [used, count] = await service.listAndCountInternalExpeditions(
    { $or: [{ source_location_id: id }, { destination_location_id: id }] },
    { select: ["id", "status"], order: { created_at: "DESC" }, take: 1 }
  )
  if (!count) return next()
  res.status(409).json({
    type: "conflict",
    code: "warehouse_in_use",
    count,
    expedition_id: used[0].id,
    message: `This warehouse is used by ${count} internal expedition(s) (latest ${used[0].id}, ${used[0].status}): it cannot be deleted, their history and stock movements refer to it.`,
  })
}

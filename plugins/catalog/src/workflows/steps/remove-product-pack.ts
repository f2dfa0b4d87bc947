import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { catalogOf } from "../../lib/catalog-service"

/** Soft-deletes a pack and its items; compensation restores them. */
export const removeProductPackStep = createStep(
  "remove-product-pack",
  async (packId: string, { container }) => {
    const service = catalogOf(container)
    const items = await service.listPackItems({ pack_id: packId }, { select: ["id"], take: null }) // filter on the belongsTo key
    await service.softDeletePacks(packId)
    return new StepResponse(packId, { id: packId, item_ids: items.map((i) => i.id) })
  },
  async (undo, { container }) => {
    if (!undo) return
    const service = catalogOf(container)
    await service.restorePacks(undo.id)
    if (undo.item_ids.length) await service.restorePackItems(undo.item_ids)
  }
)

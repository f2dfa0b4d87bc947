import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { catalogOf } from "../../lib/catalog-service"

export type PackRows = {
  product_id: string
  mode: "strict" | "flexible"
  items: Array<{ product_id: string; variant_id: string | null; quantity: number; position: number }>
}

/**
 * Replaces the product's pack rows: the old pack (and its items) is soft-deleted, the new one
 * created. Compensation deletes the new pack and restores the old one.
 */
export const replaceProductPackStep = createStep(
  "replace-product-pack",
  async (rows: PackRows, { container }) => {
    const service = catalogOf(container)
    const [existing] = await service.listPacks({ product_id: rows.product_id }, { relations: ["items"] })
    const old = existing ? { id: existing.id, item_ids: (existing.items ?? []).map((i) => i.id) } : null
    if (old) await service.softDeletePacks(old.id)
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the generated input types a hasMany as ids; Medusa creates nested rows at run time
    const pack = await service.createPacks({ product_id: rows.product_id, mode: rows.mode, items: rows.items } as any)
    return new StepResponse({ id: pack.id, product_id: pack.product_id, mode: pack.mode }, { created: pack.id, old })
  },
  async (undo, { container }) => {
    if (!undo) return
    const service = catalogOf(container)
    await service.deletePacks(undo.created)
    if (undo.old) {
      await service.restorePacks(undo.old.id)
      if (undo.old.item_ids.length) await service.restorePackItems(undo.old.item_ids)
    }
  }
)

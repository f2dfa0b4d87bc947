import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { catalogOf } from "../../lib/catalog-service"

export type CatalogDiscountUpdate = { id: string } & Record<string, unknown>

/** Updates discount rows; compensation puts back the fields it changed, as they were. */
export const updateCatalogDiscountsStep = createStep(
  "update-catalog-discounts",
  async (updates: CatalogDiscountUpdate[], { container }) => {
    if (!updates.length) return new StepResponse([] as string[], [] as CatalogDiscountUpdate[])
    const service = catalogOf(container)
    const fields = [...new Set(updates.flatMap((u) => Object.keys(u)))]
    const before = await service.listCatalogDiscounts({ id: updates.map((u) => u.id) }, { select: fields, take: null })
    await service.updateCatalogDiscounts(updates)
    return new StepResponse(
      updates.map((u) => u.id),
      before as unknown as CatalogDiscountUpdate[]
    )
  },
  async (before, { container }) => {
    if (before?.length) await catalogOf(container).updateCatalogDiscounts(before)
  }
)

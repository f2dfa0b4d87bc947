import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { catalogOf } from "../../lib/catalog-service"

/**
 * Soft-deletes the discount (the seed's `withDeleted` read then knows the merchant deleted it);
 * compensation restores it.
 */
export const deleteCatalogDiscountStep = createStep(
  "delete-catalog-discount",
  async (id: string, { container }) => {
    await catalogOf(container).softDeleteCatalogDiscounts(id)
    return new StepResponse(id, id)
  },
  async (id, { container }) => {
    if (id) await catalogOf(container).restoreCatalogDiscounts(id)
  }
)

import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { CATALOG_MODULE } from "../../modules/catalog"
import type CatalogModuleService from "../../modules/catalog/service"

/**
 * `type_ids`: types to delete with all their values; `value_ids`: single values to delete;
 * `linked_value_ids`: every value going away (those of the types too), whose product links go.
 */
export type DeleteFeaturesInput = { type_ids: string[]; value_ids: string[]; linked_value_ids: string[] }

/** Soft-deletes feature types (with their values) and single values; compensation restores them. */
export const deleteFeaturesStep = createStep(
  "delete-catalog-features",
  async (input: DeleteFeaturesInput, { container }) => {
    const catalog = container.resolve<CatalogModuleService>(CATALOG_MODULE)
    if (input.type_ids.length) await catalog.softDeleteFeatureTypes(input.type_ids)
    if (input.value_ids.length) await catalog.softDeleteFeatureValues(input.value_ids)
    return new StepResponse(input, input)
  },
  async (input, { container }) => {
    if (!input) return
    const catalog = container.resolve<CatalogModuleService>(CATALOG_MODULE)
    if (input.type_ids.length) await catalog.restoreFeatureTypes(input.type_ids)
    if (input.value_ids.length) await catalog.restoreFeatureValues(input.value_ids)
  }
)

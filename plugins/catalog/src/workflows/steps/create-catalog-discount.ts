import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { catalogOf } from "../../lib/catalog-service"
import type { DiscountRuleType, DiscountValueType } from "../../lib/discount"

export type CatalogDiscountData = {
  rule_type: DiscountRuleType
  target_ids: string[]
  value_type: DiscountValueType
  value: number
  starts_at?: Date | string | null
  ends_at: Date | string
  banner_url?: string | null
  title: string
  slogan?: string | null
  translations?: Record<string, unknown> | null
  /** A sale price list the discount adopts (the seed's older lists); its prices are recomputed. */
  price_list_id?: string | null
}

/** Creates the discount row (active); compensation deletes it. */
export const createCatalogDiscountStep = createStep(
  "create-catalog-discount",
  async (data: CatalogDiscountData, { container }) => {
    // target_ids and product_ids are json columns holding arrays: `model.json()` types them as records
    const created = await catalogOf(container).createCatalogDiscounts({
      ...data,
      starts_at: data.starts_at ? new Date(data.starts_at) : null,
      ends_at: new Date(data.ends_at),
      banner_url: data.banner_url ?? null,
      slogan: data.slogan ?? null,
      translations: data.translations ?? null,
      price_list_id: data.price_list_id ?? null,
      status: "active",
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the generated create input cannot take an array for a json column
    } as any)
    return new StepResponse(created, created.id)
  },
  async (id, { container }) => {
    if (id) await catalogOf(container).deleteCatalogDiscounts(id)
  }
)

import type { MedusaContainer } from "@medusajs/framework/types"
import { catalogOf } from "../lib/catalog-service"
import { syncCatalogDiscountPriceListWorkflow } from "../workflows/sync-catalog-discount-price-list"

/**
 * Every hour: running discounts are recomputed, so a product added to a discounted category or
 * brand (or a changed base price) gets its sale price within the hour. One workflow per discount:
 * a discount that fails to sync leaves the others synced.
 */
export default async function refreshCatalogDiscounts(container: MedusaContainer) {
  const active = await catalogOf(container).listCatalogDiscounts({ status: "active" }, { select: ["id"], take: null })
  for (const d of active) await syncCatalogDiscountPriceListWorkflow(container).run({ input: { id: d.id } })
}

export const config = { name: "refresh-catalog-discounts", schedule: "17 * * * *" }

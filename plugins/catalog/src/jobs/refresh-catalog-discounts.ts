import type { MedusaContainer } from "@medusajs/framework/types"
import { refreshActiveDiscounts } from "../lib/discount-sync"

/**
 * Every hour: running discounts are recomputed, so a product added to a discounted category or
 * brand (or a changed base price) gets its sale price within the hour.
 */
export default async function refreshCatalogDiscounts(container: MedusaContainer) {
  await refreshActiveDiscounts(container)
}

export const config = { name: "refresh-catalog-discounts", schedule: "17 * * * *" }

// Store calls of the product page, the cross-selling blocks and the cart's price refresh.
import { storeApi } from "~/lib/store-api.server"
import type { Locale } from "~/lib/locale"
import type { StorePageProduct } from "@shop/contracts/catalog"

/** The product page in the visitor's language, or null when no published product has that handle. */
export async function getProductPage(handle: string, locale: Locale): Promise<StorePageProduct | null> {
  return (await storeApi.productPage(handle, locale))?.product ?? null
}

export type { CrossSellCard, CrossSellingResponse as CrossSelling } from "@shop/contracts/catalog"

export const getCrossSelling = (productId: string, locale: Locale, limit = 8) => storeApi.crossSelling(productId, locale, limit)

/**
 * Current unit prices of cart lines (variant id -> DZD amount, null when the variant is no longer
 * sold), read from each product's page so the same sale prices as the product page apply.
 */
export async function currentPrices(lines: { productId: string; combinationId: string }[]): Promise<Record<string, number | null>> {
  const byProduct = new Map<string, string[]>()
  for (const l of lines) byProduct.set(l.productId, [...(byProduct.get(l.productId) ?? []), l.combinationId])
  const out: Record<string, number | null> = {}
  await Promise.all(
    [...byProduct].map(async ([productId, variantIds]) => {
      const page = await getProductPage(productId, "fr")
      for (const id of variantIds) {
        const c = page?.combinations.find((x) => x.id === id)
        out[id] = c?.price?.amount ?? null
      }
    })
  )
  return out
}

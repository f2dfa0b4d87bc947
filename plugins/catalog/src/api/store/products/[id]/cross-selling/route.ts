import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { cacheState, cachedAnswer, cachingOf } from "@shop/shared/answer-cache"
import { storeLocale } from "../../../../helpers"
import { channelIds, crossSelling, listingVersion } from "../../../../store-products"
import type { StoreGetCrossSellingType } from "../../validators"
import type { StoreCrossSellingResponse } from "@shop/contracts/catalog"

/**
 * Cross-selling lists of a product (storefront spec §7): `related_products` (curated in the
 * admin), `same_brand`, `same_category` (its main category), `new_products`. Each list leaves out
 * the product itself and products that are out of stock or not sold in the key's channels.
 *
 * Computing them reads a few hundred products (~250 ms on 2 cores), for every product page a
 * buyer scrolls down: the answer is kept in the shared cache under the listing version, which
 * moves when a listed product changes (stock running out included, through its re-index), and
 * for 60 s at most (a curated list edited, the "new" window).
 */
export async function GET(req: MedusaRequest<unknown, StoreGetCrossSellingType>, res: MedusaResponse) {
  const locale = storeLocale(req)
  const { limit } = req.validatedQuery
  const caching = cachingOf(req.scope)
  const { body, hit } = await cachedAnswer(
    caching,
    "cross-selling",
    listingVersion(req),
    { id: req.params.id, locale, limit, channels: channelIds(req) },
    async () => ({
      body: await crossSelling(req, req.params.id, locale, limit),
    })
  )
  res.setHeader("x-product-cache", cacheState(caching, hit))
  res.json({ locale, ...body } satisfies StoreCrossSellingResponse)
}

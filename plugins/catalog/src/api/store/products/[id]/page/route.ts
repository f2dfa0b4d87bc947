import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { storeLocale } from "../../../../helpers"
import { productPage } from "../../../../store-products"
import type { StoreProductPageResponse } from "@shop/contracts/catalog"

/**
 * The product page in one call (`:id` is the product id or its handle), in `?locale=` /
 * `x-medusa-locale` with the French fallback: gallery with the spec's sizes, combinations with
 * translated option values, price and stock, default combination, price, old price and
 * promotion, features, pack contents, brand, main category and the approved-review rating.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const locale = storeLocale(req)
  const { product, cache } = await productPage(req, req.params.id, locale)
  res.setHeader("Cache-Control", "private, no-store")
  res.setHeader("x-product-cache", cache)
  res.json({ locale, product } satisfies StoreProductPageResponse)
}

import type { LoaderFunctionArgs } from "@remix-run/node"
import { CACHE } from "~/lib/cache"
import { isLocale } from "~/lib/locale"
import { getCrossSelling } from "~/features/product/product-page.server"

const EMPTY = { related_products: [], same_brand: [], same_category: [], new_products: [] }

/** Cross-selling blocks of a product (`?locale=`), loaded when they near the viewport. A failure is logged and answers empty lists (spec §8). */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const locale = new URL(request.url).searchParams.get("locale")
  const id = params.id ?? ""
  if (!/^prod_[A-Za-z0-9]{1,64}$/.test(id) || !isLocale(locale)) {
    return Response.json({ ...EMPTY, error: "bad_request" }, { status: 400, headers: { "Cache-Control": CACHE.private } })
  }
  try {
    const lists = await getCrossSelling(id, locale)
    return Response.json(
      { related_products: lists.related_products, same_brand: lists.same_brand, same_category: lists.same_category, new_products: lists.new_products },
      { headers: { "Cache-Control": CACHE.publicPage } }
    )
  } catch (err) {
    console.error(`cross-selling ${id}:`, (err as Error).message)
    return Response.json(EMPTY, { headers: { "Cache-Control": CACHE.private } })
  }
}

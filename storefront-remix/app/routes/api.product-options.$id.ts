import type { LoaderFunctionArgs } from "@remix-run/node"
import { CACHE } from "~/lib/cache"
import { isLocale } from "~/lib/locale"
import { toProductPageView } from "~/features/product/product-page"
import { getProductPage } from "~/features/product/product-page.server"

/** A product's combinations for the combination modal (`?locale=`): options, variants with price and stock. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const locale = new URL(request.url).searchParams.get("locale")
  const id = params.id ?? ""
  if (!/^prod_[A-Za-z0-9]{1,64}$/.test(id) || !isLocale(locale))
    return Response.json({ error: "bad_request" }, { status: 400, headers: { "Cache-Control": CACHE.private } })
  try {
    const stored = await getProductPage(id, locale)
    if (!stored) return Response.json({ error: "not_found" }, { status: 404, headers: { "Cache-Control": CACHE.notFound } })
    // Descriptions are not sent: the modal does not show them.
    const p = toProductPageView(stored, () => "")
    const product = {
      id: p.id,
      handle: p.handle,
      title: p.title,
      image: p.image,
      category: p.category,
      options: p.options,
      variants: p.variants,
      defaultVariantId: p.defaultVariantId,
    }
    return Response.json({ product }, { headers: { "Cache-Control": CACHE.publicPage } })
  } catch (err) {
    console.error(`product options ${id}:`, (err as Error).message)
    return Response.json({ error: "unavailable" }, { status: 502, headers: { "Cache-Control": CACHE.private } })
  }
}

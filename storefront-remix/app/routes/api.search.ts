import type { LoaderFunctionArgs } from "@remix-run/node"
import type { StoreSearchResponse } from "@shop/contracts/search"
import { searchable, SUGGEST_LIMIT } from "~/features/search/search"
import { CACHE } from "~/lib/cache"
import { isLocale } from "~/lib/locale"
import { MedusaError } from "~/lib/medusa.server"
import { storeApi } from "~/lib/store-api.server"

export type SuggestPayload = StoreSearchResponse & { failed?: boolean }

const none = (query: string): SuggestPayload => ({ query, count: 0, products: [], categories: [], brands: [] })

/**
 * The search box's suggestions, `?q=&lang=`: the backend's `GET /store/search`, called server-side.
 * Under two letters nothing is asked; a backend failure is an empty answer marked `failed` (the box
 * then only offers the results page), never an error page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const q = (url.searchParams.get("q") ?? "").slice(0, 200)
  const lang = url.searchParams.get("lang")
  const locale = isLocale(lang) ? lang : "fr"
  if (!searchable(q)) return Response.json(none(q.trim()), { headers: { "Cache-Control": CACHE.publicPage } })
  try {
    const body = await storeApi.searchSuggestions(q, locale, SUGGEST_LIMIT)
    return Response.json(body satisfies SuggestPayload, { headers: { "Cache-Control": CACHE.publicPage } })
  } catch (e) {
    if (!(e instanceof MedusaError)) throw e
    return Response.json({ ...none(q.trim()), failed: true } satisfies SuggestPayload, { status: 502, headers: { "Cache-Control": CACHE.private } })
  }
}

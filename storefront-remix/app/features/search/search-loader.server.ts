import { data, type LoaderFunctionArgs } from "@remix-run/node"
import i18next from "~/i18next.server"
import { CACHE } from "~/lib/cache"
import { requireLocale } from "~/lib/lang.server"
import { MedusaError } from "~/lib/medusa.server"
import { storeApi } from "~/lib/store-api.server"
import { backendQuery, type Listing } from "~/features/listing/listing"
import { searchable } from "./search"

export type SearchLoaderData = {
  locale: ReturnType<typeof requireLocale>
  query: string
  listing: Listing | null
  error: string | null
  meta: { title: string; description: string }
}

/**
 * `/recherche?q=` (and `/ar/…`, `/en/…`): the listing of context `search` with the listing's facets,
 * sort and pages (the URL holds them all, like every listing). No query (or under two letters): the
 * page asks for one and the backend is not called.
 */
export async function searchLoader({ params, request }: LoaderFunctionArgs) {
  const locale = requireLocale(params, request)
  const t = await i18next.getFixedT(locale)
  const url = new URL(request.url)
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, 100)
  const meta = { title: query ? t("search.results_title", { query }) : t("search.title"), description: t("search.description") }
  const base = { locale, query, meta }
  if (!searchable(query)) return data<SearchLoaderData>({ ...base, listing: null, error: null }, { headers: { "Cache-Control": CACHE.publicPage } })
  const backend = backendQuery(url.searchParams, locale)
  backend.set("q", query)
  try {
    const listing = await storeApi.getListing("search", undefined, backend)
    return data<SearchLoaderData>({ ...base, listing, error: null }, { headers: { "Cache-Control": CACHE.publicPage } })
  } catch (e) {
    if (!(e instanceof MedusaError)) throw e
    const bad = e.status === 400
    const error = bad ? t("listing.invalid_filter", { message: e.message }) : t("listing.error", { message: t("listing.error_fetch") })
    return data<SearchLoaderData>({ ...base, listing: null, error }, { status: bad ? 400 : 502, headers: { "Cache-Control": CACHE.private } })
  }
}

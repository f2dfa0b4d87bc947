import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node"
import i18next from "~/i18next.server"
import { CACHE } from "~/lib/cache"
import { requireLocale } from "~/lib/lang.server"
import { backendQuery, type Listing } from "./listing"
import { canonicalListingQuery, onPage, withQuery } from "./listing-url"
import { MedusaError } from "~/lib/medusa.server"
import { storeApi } from "~/lib/store-api.server"
import { notFound } from "~/lib/not-found.server"
import { promotionCacheControl } from "~/features/promotion/promotion"

export type ListingLoaderData = {
  locale: ReturnType<typeof requireLocale>
  contextType: string
  listing: Listing | null
  error: string | null
  meta: { title: string; description: string }
}

/**
 * The loader of every listing screen: the URL holds the whole state (filters, sort, page
 * size, page), so a filtered page is shareable and rendered on the server. A listing that
 * does not exist is a 404; bad filters and a backend failure render the page's error state. A stale
 * page size, sort or page number redirects to the nearest valid URL, a page past the end to the last one.
 */
export function listingLoader(context: string, keyParam?: string) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const locale = requireLocale(params, request)
    const t = await i18next.getFixedT(locale)
    const url = new URL(request.url)
    const search = url.searchParams
    const canonical = canonicalListingQuery(search)
    if (canonical) throw redirect(withQuery(url.pathname, canonical))
    const key = keyParam ? params[keyParam] : undefined
    const fallbackTitle = t(`listing.${context === "featured" || context === "new" ? context : "promotion"}`)
    try {
      const listing = await storeApi.getListing(context, key, backendQuery(search, locale))
      if (listing.page > Math.max(listing.pages, 1)) throw redirect(withQuery(url.pathname, onPage(search, listing.pages)))
      const title = listing.context.title ?? fallbackTitle
      // a promotion describes itself with its slogan and is never cached past its end
      const description = listing.context.slogan || t("listing.meta_description", { title })
      const cache = context === "promotion" ? promotionCacheControl(listing.context.ends_at) : CACHE.publicPage
      return data<ListingLoaderData>(
        { locale, contextType: context, listing, error: null, meta: { title, description } },
        { headers: { "Cache-Control": cache } }
      )
    } catch (e) {
      if (e instanceof Response) throw e
      if (e instanceof MedusaError && e.status === 404) throw notFound()
      // the backend's message is English and names its parameters: the visitor gets their language
      const error =
        e instanceof MedusaError && e.status === 400
          ? e.type === "control_character"
            ? t("listing.invalid_characters")
            : t("listing_url.invalid_filter")
          : t("listing.error", { message: t("listing.error_fetch") })
      return data<ListingLoaderData>(
        { locale, contextType: context, listing: null, error, meta: { title: fallbackTitle, description: "" } },
        { status: e instanceof MedusaError && e.status === 400 ? 400 : 502, headers: { "Cache-Control": CACHE.private } }
      )
    }
  }
}

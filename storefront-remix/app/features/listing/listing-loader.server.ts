import { data, type LoaderFunctionArgs } from "@remix-run/node"
import i18next from "~/i18next.server"
import { CACHE } from "~/lib/cache"
import { requireLocale } from "~/lib/lang.server"
import { backendQuery, type Listing } from "./listing"
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
 * does not exist is a 404; bad filters and a backend failure render the page's error state.
 */
export function listingLoader(context: string, keyParam?: string) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const locale = requireLocale(params, request)
    const t = await i18next.getFixedT(locale)
    const search = new URL(request.url).searchParams
    const key = keyParam ? params[keyParam] : undefined
    const fallbackTitle = t(`listing.${context === "featured" || context === "new" ? context : "promotion"}`)
    try {
      const listing = await storeApi.getListing(context, key, backendQuery(search, locale))
      const title = listing.context.title ?? fallbackTitle
      // a promotion describes itself with its slogan and is never cached past its end
      const description = listing.context.slogan || t("listing.meta_description", { title })
      const cache = context === "promotion" ? promotionCacheControl(listing.context.ends_at) : CACHE.publicPage
      return data<ListingLoaderData>(
        { locale, contextType: context, listing, error: null, meta: { title, description } },
        { headers: { "Cache-Control": cache } }
      )
    } catch (e) {
      if (e instanceof MedusaError && e.status === 404) throw notFound()
      const error =
        e instanceof MedusaError && e.status === 400
          ? t("listing.invalid_filter", { message: e.message })
          : t("listing.error", { message: t("listing.error_fetch") })
      return data<ListingLoaderData>(
        { locale, contextType: context, listing: null, error, meta: { title: fallbackTitle, description: "" } },
        { status: e instanceof MedusaError && e.status === 400 ? 400 : 502, headers: { "Cache-Control": CACHE.private } }
      )
    }
  }
}

import type { HeadersFunction, MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { ListingPage } from "~/features/listing/components/listing-page"
import { CACHE } from "~/lib/cache"
import { stripLocale } from "~/lib/locale"
import { alternateLinks } from "~/features/seo/seo"
import type { ListingLoaderData } from "./listing-loader.server"

/** What every listing route file exports besides its loader. */
export const listingHeaders: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? CACHE.private,
})

export const listingMeta: MetaFunction = ({ data, matches, location }) => {
  const d = data as ListingLoaderData | undefined
  if (!d) return []
  // Canonical without the query: filters, sort and page are views of one listing.
  const origin = (matches.find((m) => m.id === "root")?.data as { origin?: string } | undefined)?.origin
  const links = origin ? alternateLinks(origin, d.locale, stripLocale(location.pathname)) : []
  return [{ title: d.meta.title }, { name: "description", content: d.meta.description }, ...links]
}

/** The screen; brand pages do not offer the brand facet (one brand only). */
export function ListingRoute() {
  const d = useLoaderData() as unknown as ListingLoaderData
  return (
    <ListingPage
      locale={d.locale}
      title={d.meta.title}
      listing={d.listing}
      error={d.error}
      brandFacet={d.contextType !== "brand" && d.contextType !== "brand-line"}
    />
  )
}

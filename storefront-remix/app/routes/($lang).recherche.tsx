import type { HeadersFunction, MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { useTranslation } from "react-i18next"
import { ListingPage } from "~/features/listing/components/listing-page"
import { searchLoader, type SearchLoaderData } from "~/features/search/search-loader.server"
import { CACHE } from "~/lib/cache"

export const loader = searchLoader

export const headers: HeadersFunction = ({ loaderHeaders }) => ({ "Cache-Control": loaderHeaders.get("Cache-Control") ?? CACHE.private })

// Results pages are views of the catalogue, not pages of their own: never indexed.
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.meta.title }, { name: "description", content: data.meta.description }, { name: "robots", content: "noindex, follow" }] : []

/** Search results with the listing's facets, or an invitation to type when there is no query yet. */
export default function SearchPage() {
  const d = useLoaderData() as unknown as SearchLoaderData
  const { t } = useTranslation()
  if (!d.query || (!d.listing && !d.error)) {
    return (
      <section className="space-y-2" data-testid="search-page">
        <h1 className="text-2xl font-bold" data-testid="listing-title">
          {t("search.title")}
        </h1>
        <p className="text-slate-700" data-testid="search-prompt">
          {t("search.prompt")}
        </p>
      </section>
    )
  }
  return (
    <div data-testid="search-page" data-query={d.query}>
      <ListingPage locale={d.locale} title={d.meta.title} listing={d.listing} error={d.error} />
      {d.listing && d.listing.count === 0 ? (
        <p className="mt-4 text-slate-700" data-testid="search-empty-hint">
          {t("search.empty_hint")}
        </p>
      ) : null}
    </div>
  )
}

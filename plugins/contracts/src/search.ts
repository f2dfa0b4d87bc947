/**
 * Product search (listing plugin, decision 0057). The results page is the listing of context
 * `search` (`GET /store/listings/search?q=` with the listing's facets, `ListingResponse`); the
 * header's suggestions are `GET /store/search?q=&limit=&locale=`.
 */
import type { ListingProductCard } from "./listing"

export const SEARCH_SUGGESTION_LIMITS = { default: 6, max: 10 } as const

/** A category or brand the matching products belong to, with how many of them. */
export type SearchGroup = { handle: string; name: string; count: number }

/** What the search box proposes while the buyer types (empty lists under two letters). */
export type StoreSearchResponse = {
  query: string
  /** How many products the results page lists (without filters). */
  count: number
  products: ListingProductCard[]
  categories: SearchGroup[]
  brands: SearchGroup[]
}

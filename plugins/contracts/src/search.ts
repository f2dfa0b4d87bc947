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

/** `GET /admin/product-search?q=&lang=` (decision 0074): staff look products up while taking a phone order. */
export const ADMIN_PRODUCT_SEARCH = { min_chars: 3, limit: 10 } as const

/** A combination staff may put on a phone order: its title in the staff's language, the price the store charges, its stock now. */
export type AdminProductSearchVariant = {
  id: string
  title: string
  sku: string | null
  /** What the buyer pays (DA, tax included); null for a variant without a shop price. */
  price: number | null
  /** Units available now; null when the stock is not managed (or backorders are allowed). */
  available: number | null
  /** false: sold out or without a price, shown but not choosable. */
  sellable: boolean
}
export type AdminProductSearchProduct = { id: string; title: string; thumbnail: string | null; variants: AdminProductSearchVariant[] }
/** Under three letters or digits the list is empty (200). */
export type AdminProductSearchResponse = { query: string; products: AdminProductSearchProduct[] }

/**
 * Listing (listing plugin, catalog's read model): what the listing routes (category, brand, search,
 * promotion, featured, new...) answer: one page of product cards and the facets of the whole result.
 */

export type FacetOption = { value: string; label: string; count: number; disabled: boolean; selected: boolean; logo_url?: string | null }
export type FacetGroup = { code: string; label: string; options: FacetOption[] }

/** One product of a listing page, in the requested locale. */
export type ListingProductCard = {
  id: string
  handle: string
  title: string
  category: { handle: string; name: string } | null
  images: string[]
  brand: { slug: string; name: string; logo_url: string | null; has_logo: boolean } | null
  price: { amount: number; original_amount: number | null; currency_code: string; discount_percent: number | null }
  /** A promotion's rule (spec §3 promotionRead: value and percentage or fixed amount) or the first tag; `label` is a plain fallback. */
  badge: { type: "promotion"; value_type?: "percentage" | "fixed"; value?: number; label: string } | { type: "tag"; label: string } | null
  in_stock: boolean
  /** How many variants the product has: a card adds to the cart directly only when it is one. */
  variant_count: number
  add_to_cart_variant_id: string | null
}

export type ListingResponse = {
  /** Promotion pages also get the discount's slogan and end date. */
  context: { type: string; id: string | null; handle: string | null; title: string | null; slogan?: string | null; ends_at?: string | null; query?: string }
  /** The language the texts were resolved in (fr, en or ar). */
  locale: string
  count: number
  page: number
  limit: number
  pages: number
  sort: string
  products: ListingProductCard[]
  filter_data: {
    brands: FacetOption[]
    brand_lines: FacetOption[]
    sub_categories: FacetOption[]
    features: FacetGroup[]
    attributes: FacetGroup[]
    price_range: { min: number | null; max: number | null }
  }
  /** The filters the page applied, by their URL values (features and attributes by type code). */
  selected: {
    brands: string[]
    brand_lines: string[]
    sub_categories: string[]
    features: Record<string, string[]>
    attributes: Record<string, string[]>
    price: { min: number | null; max: number | null }
  }
}

/** A running catalogue discount as a promotion listing's context gives it (title and slogan in the requested locale). */
export type ListingPromotion = {
  id: string
  title: string
  slogan: string | null
  banner_url: string | null
  value_type: "percentage" | "fixed"
  value: number
  starts_at: string | null
  ends_at: string
}

/** The `context` of a promotion page's listing: its discount and the other running ones. */
export type PromotionListingContext = Partial<ListingPromotion> & {
  type: "promotion"
  id: string
  title: string | null
  ends_at?: string | null
  others?: ListingPromotion[]
}

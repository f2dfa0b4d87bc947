import type { FeatureValueRow } from "../lib/features"
import type { Translations } from "../lib/localize"

/**
 * The rows `query.graph` returns for the store's product field lists (`CARD_FIELDS`, `PAGE_FIELDS` in
 * store-products.ts). The lists are plain strings, so Medusa's types cannot infer this shape; a link
 * to a deleted row comes back as `null`, hence the nullable entries.
 */
export type GraphPrice = {
  calculated_amount?: number | string | null
  original_amount?: number | string | null
  currency_code?: string | null
  calculated_price?: { price_list_type?: string | null; price_list_id?: string | null } | null
}

export type GraphVariant = {
  id: string
  title: string | null
  sku?: string | null
  variant_rank?: number | null
  metadata?: Record<string, unknown> | null
  manage_inventory?: boolean | null
  allow_backorder?: boolean | null
  calculated_price?: GraphPrice | null
  options?: { id: string; value: string; option_id: string | null }[] | null
  images?: ({ id: string } | null)[] | null
}

/** A combination once its stock was read (`withAvailability`): null quantity = stock not managed. */
export type StockedVariant = GraphVariant & { quantity: number | null; available: boolean }

type NamedRow = { id: string; name: string; slug: string; logo_url?: string | null; translations?: Translations | null }
type OneOrMany<T> = T | T[] | null | undefined

export type GraphProduct = {
  id: string
  handle: string
  title: string
  subtitle?: string | null
  description?: string | null
  thumbnail?: string | null
  status?: string
  created_at: Date | string
  metadata?: Record<string, unknown> | null
  images?: ({ id: string; url: string; rank?: number | null } | null)[] | null
  tags?: ({ id: string; value: string } | null)[] | null
  categories?: ({ id: string; handle: string; name: string; is_internal?: boolean | null; is_active?: boolean | null } | null)[] | null
  sales_channels?: ({ id: string } | null)[] | null
  variants?: (GraphVariant | null)[] | null
  brand?: OneOrMany<NamedRow & { active?: boolean | null }>
  brand_line?: OneOrMany<NamedRow>
  options?: { id: string; title: string; values?: { id: string; value: string }[] | null }[] | null
  feature_values?: (FeatureValueRow | null)[] | null
}

/** A product whose combinations are sorted by rank, with their stock. */
export type StockedProduct = Omit<GraphProduct, "variants"> & { variants: StockedVariant[] }

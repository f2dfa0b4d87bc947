/** Catalogue (catalog plugin): brands, brand lines, features as `/admin/brands...`, `/admin/feature-types...` answer them. French is the base field. */

export const EXTRA_LOCALES = ["en", "ar"] as const
export type ExtraLocale = (typeof EXTRA_LOCALES)[number]
/** `{en: {name: "..."}, ar: {...}}`: the English and Arabic texts of some base (French) fields. */
export type Translations<K extends string> = Partial<Record<ExtraLocale, Partial<Record<K, string>>>> | null

export type BrandLine = { id: string; name: string; slug: string; logo_url: string | null; translations: Translations<"name">; brand_id: string }

export type Brand = {
  id: string
  name: string
  slug: string
  logo_url: string | null
  description: string | null
  translations: Translations<"name" | "description">
  active: boolean
  lines?: BrandLine[]
}

export type FeatureValue = { id: string; value: string; translations: Translations<"value">; position: number; feature_type_id: string }
export type FeatureType = { id: string; code: string; label: string; translations: Translations<"label">; position: number; values?: FeatureValue[] }

/** `GET /admin/products/:id/catalog`: a product's brand, line and feature values. */
export type ProductCatalog = {
  product_id: string
  brand: Brand | null
  brand_line: BrandLine | null
  feature_values: (FeatureValue & { feature_type?: FeatureType })[]
}

/** A catalogue discount (`GET /admin/catalog-discounts`): a price list on products, categories, brands or everything, until `ends_at`. */
export type CatalogDiscount = {
  id: string
  rule_type: "product" | "category" | "brand" | "all"
  target_ids: string[]
  value_type: "percentage" | "fixed"
  value: number
  starts_at: string | null
  ends_at: string
  banner_url: string | null
  title: string
  slogan: string | null
  translations: { en?: { title?: string; slogan?: string }; ar?: { title?: string; slogan?: string } } | null
  status: "active" | "ended"
  product_ids?: string[] | null
  variant_count?: number | null
}

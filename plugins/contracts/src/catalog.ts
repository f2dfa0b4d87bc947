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

// ---- store: the product page and its cross-selling ---------------------------------------------

export type SizedImage = { url: string; width: number | null; height: number | null }
export type StorePrice = { amount: number; old_amount: number | null; currency_code: string } | null
export type StorePromotion = {
  discount_id: string
  value_type: "percentage" | "fixed" | string
  value: number
  ends_at?: string | null
  title?: string | null
} | null

/** `GET /store/products/:handle/page` (`{product}`): the product page in the requested locale. */
export type StorePageProduct = {
  id: string
  handle: string
  title: string
  subtitle: string | null
  description: string | null
  images: { id: string; url: string; is_thumb: boolean; sizes: Record<"GRID_DISPLAY" | "SMALL_PRODUCT" | "PRODUCT_PAGE_LARGE", SizedImage> }[]
  options: { id: string; title: string; values: { id: string; value: string }[] }[]
  combinations: {
    id: string
    title: string | null
    sku: string | null
    is_default: boolean
    values: { option_id: string; type: string | null; value: string }[]
    price: StorePrice
    promotion: StorePromotion
    available: boolean
    quantity: number | null
    /** The combination's own pictures (ids among `images`), shown when it is chosen. */
    image_ids: string[]
  }[]
  default_combination_id: string | null
  price: StorePrice
  promotion: StorePromotion
  available: boolean
  features: { type: { id: string; code: string; label: string }; values: { id: string; value: string }[] }[]
  brand: { id: string; slug: string; name: string; logo_url: string | null; has_logo: boolean } | null
  main_category: { id: string; handle: string; name: string } | null
  pack: {
    mode: string
    items: {
      product_id: string
      handle?: string
      title?: string
      quantity: number
      thumb?: string | null
      combination_name?: string | null
      missing?: boolean
    }[]
  } | null
  rating: { count: number; average: number | null }
}
/** The answer also says the language its texts were resolved in (fr, en or ar). */
export type StoreProductPageResponse = { product: StorePageProduct; locale: string }

export type CrossSellCard = {
  id: string
  handle: string
  title: string
  thumbnail: string | null
  price: { amount: number; old_amount: number | null } | null
  main_category: { handle: string } | null
  default_variant_id: string | null
}
/** `GET /store/products/:id/cross-selling`. */
export type CrossSellingResponse = Record<"related_products" | "same_brand" | "same_category" | "new_products", CrossSellCard[]>
/** The backend's answer: the lists and the language their texts were resolved in. */
export type StoreCrossSellingResponse = CrossSellingResponse & { locale: string }

/** An active brand in the store's language (`GET /store/brands`, sorted by its shown name). */
export type StoreBrand = { id: string; slug: string; name: string; description: string | null; logo_url: string | null; has_logo: boolean }
export type StoreBrandsResponse = { brands: StoreBrand[]; count: number; locale: string }

export type AdminCatalogDiscountsResponse = { discounts: CatalogDiscount[]; count: number }

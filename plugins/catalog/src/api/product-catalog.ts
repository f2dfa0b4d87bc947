import type { MedusaRequest } from "@medusajs/framework/http"
import { groupFeatures, type FeatureValueRow } from "../lib/features"
import { localizedText, type Locale, type Translations } from "../lib/localize"
import { logoOf, notFound, queryOf } from "./helpers"

const BRAND = ["id", "name", "slug", "logo_url", "description", "translations", "active"]
const LINE = ["id", "name", "slug", "logo_url", "translations", "brand_id"]
const VALUE = ["id", "value", "translations", "position", "feature_type_id"]
const TYPE = ["id", "code", "label", "translations", "position"]

const first = <T>(v: T | T[] | null | undefined): T | null => (Array.isArray(v) ? v[0] : v) ?? null

type BrandRow = {
  id: string
  name: string
  slug: string
  logo_url: string | null
  description: string | null
  translations: Translations | null
  active: boolean
}
type LineRow = { id: string; name: string; slug: string; logo_url: string | null; translations: Translations | null; brand_id: string }
/** The row the graph above returns (its fields are built strings and links, which Medusa's types cannot infer). */
type ProductCatalogRow = {
  id: string
  status?: string
  sales_channels?: ({ id: string } | null)[] | null
  brand?: BrandRow | BrandRow[] | null
  brand_line?: LineRow | LineRow[] | null
  feature_values?: (FeatureValueRow | null)[] | null
}

/** A product's brand, line and feature values as stored (with translations), read over the links. */
export async function readProductCatalog(req: MedusaRequest, productId: string, extra: string[] = []) {
  const { data } = await queryOf(req).graph({
    entity: "product",
    fields: [
      "id",
      ...extra,
      ...BRAND.map((f) => `brand.${f}`),
      ...LINE.map((f) => `brand_line.${f}`),
      ...VALUE.map((f) => `feature_values.${f}`),
      ...TYPE.map((f) => `feature_values.feature_type.${f}`),
    ],
    filters: { id: productId },
  })
  const product = (data as ProductCatalogRow[])[0]
  if (!product) throw notFound("Product", productId)
  return {
    product,
    brand: first(product.brand),
    brand_line: first(product.brand_line),
    feature_values: (product.feature_values ?? []).filter((v): v is FeatureValueRow => !!v),
  }
}

/** The admin's view: raw rows, feature values with their type. */
export async function adminProductCatalog(req: MedusaRequest, productId: string) {
  const { brand, brand_line, feature_values } = await readProductCatalog(req, productId)
  return { product_id: productId, brand, brand_line, feature_values }
}

/** The buyer's view in one language (French fallback); an inactive brand is not shown. */
export function storeProductCatalog(productId: string, read: Awaited<ReturnType<typeof readProductCatalog>>, locale: Locale) {
  const brand = read.brand?.active ? read.brand : null
  const line = brand ? read.brand_line : null
  return {
    product_id: productId,
    locale,
    brand: brand && {
      id: brand.id,
      slug: brand.slug,
      name: localizedText(brand, "name", locale),
      ...logoOf(brand),
    },
    brand_line: line && {
      id: line.id,
      slug: line.slug,
      name: localizedText(line, "name", locale),
      ...logoOf(line),
    },
    features: groupFeatures(read.feature_values, locale),
  }
}

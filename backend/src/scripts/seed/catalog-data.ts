import { readFileSync, readdirSync } from "fs"
import path from "path"

export const CATALOG_DATA_DIR = path.resolve(__dirname, "../../../../data/catalog")

/** French base text with optional English and Arabic translations. */
export type Texts = { fr: string; en?: string; ar?: string }
export type Visual = { color: string; icon: string }
export type CategoryData = { handle: string; name: Texts; visual?: Visual; children?: CategoryData[] }
export type BrandData = {
  slug: string
  name: string
  description: string
  translations: Record<string, Record<string, string>>
  lines: Array<{ slug: string; name: string; translations: Record<string, Record<string, string>> }>
}
export type FeatureTypeData = { code: string; label: Texts; values: Array<Texts & { key: string }> }
export type ProductData = {
  handle: string
  category: string
  brand: string
  line?: string
  tags?: string[]
  sku: string
  price: number
  stock: number
  weight?: number
  title: Texts
  description: Texts
  /** option code → value codes (keys of options.json `values`, or literal sizes such as "M" or "42") */
  options: Record<string, string[]>
  /** value code → price of the variants that have it (DZD TTC) */
  prices?: Record<string, number>
  stock_overrides?: Record<string, number>
  /** "type-code:value-key" */
  features?: string[]
}
export type OptionsData = {
  options: Record<string, Texts>
  values: Record<string, Texts>
  tags: Record<string, Texts>
  sale: { title: string; description: string; category: string; percent: number; days: number }
}

export type CatalogData = {
  categories: CategoryData[]
  brands: BrandData[]
  features: FeatureTypeData[]
  options: OptionsData
  products: ProductData[]
}

const json = (dir: string, file: string) => JSON.parse(readFileSync(path.join(dir, file), "utf8"))

/** Everything under data/catalog: one products file per top-level category. */
export function loadCatalogData(dir = CATALOG_DATA_DIR): CatalogData {
  const productsDir = path.join(dir, "products")
  return {
    categories: json(dir, "categories.json").categories,
    brands: json(dir, "brands.json").brands,
    features: json(dir, "features.json").feature_types,
    options: json(dir, "options.json"),
    products: readdirSync(productsDir)
      .filter((f) => f.endsWith(".json"))
      .sort()
      .flatMap((f) => json(productsDir, f)),
  }
}

/** The label of an option value in one language: from the dictionary, else the code itself ("M", "42"). */
export const valueText = (data: OptionsData, code: string, locale: keyof Texts = "fr") =>
  data.values[code]?.[locale] ?? data.values[code]?.fr ?? code

/** Every combination of the product's option values, as `[optionCode, valueCode]` pairs. */
export function combinations(options: Record<string, string[]>): Array<Array<[string, string]>> {
  return Object.entries(options).reduce<Array<Array<[string, string]>>>(
    (combos, [option, values]) => combos.flatMap((combo) => values.map((v) => [...combo, [option, v] as [string, string]])),
    [[]]
  )
}

/** `SM-TSH-RND` + M + bleu-marine → `SM-TSH-RND-M-BLEU-MARINE` */
export const variantSku = (product: ProductData, combo: Array<[string, string]>) =>
  [product.sku, ...combo.map(([, v]) => v.toUpperCase())].join("-")

/** A variant's TTC price: the product's, or the override of one of its option values. */
export const variantPrice = (product: ProductData, combo: Array<[string, string]>) =>
  combo.reduce((price, [, v]) => product.prices?.[v] ?? price, product.price)

/** Categories flattened parents first, each with its parent handle and the visual of its top category. */
export function flattenCategories(categories: CategoryData[]) {
  const out: Array<CategoryData & { parent?: string; top: CategoryData }> = []
  const walk = (list: CategoryData[], parent: CategoryData | undefined, top: CategoryData | undefined) => {
    for (const c of list) {
      out.push({ ...c, parent: parent?.handle, top: top ?? c })
      if (c.children) walk(c.children, c, top ?? c)
    }
  }
  walk(categories, undefined, undefined)
  return out
}

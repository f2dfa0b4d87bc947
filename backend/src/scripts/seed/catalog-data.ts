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
  /** Shown on /featured and in the "featured" blocks (the listing reads metadata.featured). */
  featured?: boolean
  /** Each `couleur` value gets its own picture, linked to its combinations (shown when chosen). */
  colour_pictures?: boolean
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
  /** A pack of other products: strict packs name each part's variant SKU, flexible packs its product handle. */
  pack?: { mode: "strict" | "flexible"; items: Array<{ sku?: string; handle?: string; quantity: number }> }
}
export type OptionsData = {
  options: Record<string, Texts>
  values: Record<string, Texts>
  tags: Record<string, Texts>
  /** Running catalogue discounts: a category (with its sub-categories) at −N % or −N DA for `days` days; banner in data/catalog/banners. */
  sales: SaleData[]
}
export type SaleData = {
  title: string
  description: string
  category: string
  value_type: "percentage" | "fixed"
  value: number
  days: number
  banner?: string
  translations?: Record<string, { title?: string; slogan?: string }>
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
  const data: CatalogData = {
    categories: json(dir, "categories.json").categories,
    brands: json(dir, "brands.json").brands,
    features: json(dir, "features.json").feature_types,
    options: json(dir, "options.json"),
    products: readdirSync(productsDir)
      .filter((f) => f.endsWith(".json"))
      .sort()
      .flatMap((f) => json(productsDir, f)),
  }
  const problems = catalogDataProblems(data)
  if (problems.length) throw new Error(`seed: ${dir} is inconsistent:\n- ${problems.join("\n- ")}`)
  return data
}

/** Literal option values need no translation: sizes such as "M", "XL", "42". */
const LITERAL_VALUE = /^[0-9A-Z]+$/

/** Every reference a product makes must exist, so a typo fails the seed instead of dropping data. */
export function catalogDataProblems(data: CatalogData): string[] {
  const problems: string[] = []
  const categories = flattenCategories(data.categories)
  const categoryHandles = new Set(categories.map((c) => c.handle))
  for (const c of categories) if (!c.top.visual) problems.push(`category ${c.top.handle} has no visual`)
  const lines = new Set(data.brands.flatMap((b) => b.lines.map((l) => `${b.slug}/${l.slug}`)))
  const brands = new Set(data.brands.map((b) => b.slug))
  const features = new Set(data.features.flatMap((t) => t.values.map((v) => `${t.code}:${v.key}`)))
  for (const s of data.options.sales ?? []) {
    if (!categoryHandles.has(s.category)) problems.push(`sale ${s.title}: unknown category ${s.category}`)
  }
  const seen = new Set<string>()
  for (const p of data.products) {
    const where = `product ${p.handle}`
    if (seen.has(p.handle) || seen.has(p.sku)) problems.push(`${where}: duplicate handle or SKU prefix`)
    seen.add(p.handle).add(p.sku)
    if (!categoryHandles.has(p.category)) problems.push(`${where}: unknown category ${p.category}`)
    if (!brands.has(p.brand)) problems.push(`${where}: unknown brand ${p.brand}`)
    if (p.line && !lines.has(`${p.brand}/${p.line}`)) problems.push(`${where}: unknown line ${p.line}`)
    for (const t of p.tags ?? []) if (!data.options.tags[t]) problems.push(`${where}: unknown tag ${t}`)
    for (const f of p.features ?? []) if (!features.has(f)) problems.push(`${where}: unknown feature ${f}`)
    for (const [option, values] of Object.entries(p.options)) {
      if (!data.options.options[option]) problems.push(`${where}: unknown option ${option}`)
      for (const v of values) if (!data.options.values[v] && !LITERAL_VALUE.test(v)) problems.push(`${where}: unknown value ${v}`)
    }
    if (!p.title.ar || !p.description.ar) problems.push(`${where}: no Arabic text`)
  }
  const handles = new Set(data.products.map((p) => p.handle))
  const skus = new Set(data.products.flatMap((p) => combinations(p.options).map((c) => variantSku(p, c))))
  for (const p of data.products.filter((x) => x.pack)) {
    const where = `pack ${p.handle}`
    if (combinations(p.options).length !== 1) problems.push(`${where}: a pack has exactly one variant`)
    for (const item of p.pack!.items) {
      if (p.pack!.mode === "strict" && !(item.sku && skus.has(item.sku))) problems.push(`${where}: unknown variant SKU ${item.sku}`)
      if (p.pack!.mode === "flexible" && !(item.handle && handles.has(item.handle))) problems.push(`${where}: unknown product ${item.handle}`)
      if (!(Number.isInteger(item.quantity) && item.quantity >= 1)) problems.push(`${where}: bad quantity ${item.quantity}`)
    }
  }
  return problems
}

/** The label of an option value in one language: from the dictionary, else the code itself ("M", "42"). */
export const valueText = (data: OptionsData, code: string, locale: keyof Texts = "fr") => data.values[code]?.[locale] ?? data.values[code]?.fr ?? code

/** Every combination of the product's option values, as `[optionCode, valueCode]` pairs. */
export function combinations(options: Record<string, string[]>): Array<Array<[string, string]>> {
  return Object.entries(options).reduce<Array<Array<[string, string]>>>(
    (combos, [option, values]) => combos.flatMap((combo) => values.map((v) => [...combo, [option, v] as [string, string]])),
    [[]]
  )
}

/** `SM-TSH-RND` + M + bleu-marine → `SM-TSH-RND-M-BLEU-MARINE` */
export const variantSku = (product: ProductData, combo: Array<[string, string]>) => [product.sku, ...combo.map(([, v]) => v.toUpperCase())].join("-")

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

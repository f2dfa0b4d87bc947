/** Content API shapes (decision 0018, contract in the content issue) and the pure rules the screens apply. */
import type { BlockConfig, BlockType } from "@shop/contracts/content"
import type { EditorData } from "@shop/shared/editorjs"

export { BLOCK_TYPES } from "@shop/contracts/content"
export type { BlockConfig, BlockType } from "@shop/contracts/content"

export const LOCALES = ["fr", "en", "ar"] as const
export type Locale = (typeof LOCALES)[number]
export type L10n = Record<Locale, string>
export const emptyL10n = (): L10n => ({ fr: "", en: "", ar: "" })
/** Reads a {fr,en,ar} map the API may send partial or null. */
export const toL10n = (v: unknown): L10n => {
  const o = (v && typeof v === "object" ? v : {}) as Partial<L10n>
  return { fr: o.fr ?? "", en: o.en ?? "", ar: o.ar ?? "" }
}
/** The text in the admin's language, French when that one is empty. */
export const pick = (v: Partial<L10n> | null | undefined, lang: string) => (v?.[lang as Locale] || v?.fr || "").trim()

/** The type-specific parts of the block form; the common fields (title, size, classes, colour, numbers) are always shown. */
export type BlockField =
  | "html"
  | "images"
  | "link"
  | "discounts"
  | "ends_at"
  | "tag"
  | "collection"
  | "category"
  | "categories"
  | "brand"
  | "brand_line"
  | "products"
  | "posts"
  | "post"
  | "blog_category"

const BLOCK_FIELDS: Record<BlockType, BlockField[]> = {
  products_carousel: ["products"],
  products_grid: ["products"],
  discounted_products: [],
  bestsellers_products: [],
  collection_products: ["collection"],
  category_products_carousel: ["category"],
  brands_products_carousel: ["brand"],
  brand_lines_products_carousel: ["brand_line"],
  tag_products: ["tag"],
  categories_carousel: ["categories"],
  brands_carousel: [],
  brand_lines_carousel: [],
  html_block: ["html", "images"],
  banner: ["images", "link"],
  banner_carousel: ["images", "link"],
  discount_block: ["discounts", "ends_at"],
  blog_posts_carousel: ["posts", "blog_category"],
  blog_post_card: ["post"],
  blog_categories_carousel: [],
  text_carousel: ["html"],
}
export const blockFields = (type: string): BlockField[] => BLOCK_FIELDS[type as BlockType] ?? []

export type Responsive = { mobile: number; tablet: number; desktop: number }
export type BlockImage = { url: string; alt: L10n }
export type AdminBlock = {
  id: string
  page: string
  type: BlockType
  active: boolean
  position: number
  title: L10n
  html: L10n
  editor_data: Record<Locale, EditorData | null> | null
  show_title: boolean
  images: BlockImage[]
  link: string | null
  size: string | null
  container_class: string | null
  wrapper_class: string | null
  bg_color: string | null
  number: number | null
  responsive: Responsive | null
  ends_at: string | null
  config: BlockConfig
}

/** Which config keys belong to which field, so a type change sends only the keys of the new type. */
const CONFIG_OF: Partial<Record<BlockField, (keyof BlockConfig)[]>> = {
  products: ["product_ids"],
  collection: ["collection_id"],
  category: ["category_id"],
  categories: ["category_ids"],
  brand: ["brand_id"],
  brand_line: ["brand_line_id"],
  tag: ["tag_value"],
  discounts: ["discount_ids"],
  posts: ["post_ids"],
  post: ["post_id"],
  blog_category: ["blog_category_id"],
}
export function configFor(type: string, config: BlockConfig): BlockConfig {
  const keep = blockFields(type).flatMap((f) => CONFIG_OF[f] ?? [])
  return Object.fromEntries(Object.entries(config).filter(([k, v]) => keep.includes(k as keyof BlockConfig) && v !== undefined && v !== "")) as BlockConfig
}

/** Colours as the API accepts them: #rgb, #rrggbb, rgb(r,g,b); a bare "ff0000" is completed with its "#". */
export function normalizeColor(input: string): string | null {
  const s = input.trim()
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(s)
  if (hex) return `#${hex[1]}`
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i.exec(s)
  if (rgb && rgb.slice(1).every((n) => Number(n) <= 255)) return `rgb(${Number(rgb[1])},${Number(rgb[2])},${Number(rgb[3])})`
  return null
}
/** <input type="color"> takes only #rrggbb. */
export const toColorInput = (c: string) => {
  const n = normalizeColor(c) ?? "#000000"
  if (/^#[0-9a-f]{3}$/i.test(n)) return `#${[...n.slice(1)].map((x) => x + x).join("")}`.toLowerCase()
  const rgb = /^rgb\((\d+),(\d+),(\d+)\)$/.exec(n)
  if (rgb)
    return `#${rgb
      .slice(1)
      .map((x) => Number(x).toString(16).padStart(2, "0"))
      .join("")}`
  return n.toLowerCase()
}

/** A responsive number: every one of mobile/tablet/desktop an integer >= 1, or all three empty (null). */
export function parseResponsive(v: { mobile: string; tablet: string; desktop: string }): { value: Responsive | null; error?: keyof Responsive } {
  const keys = ["mobile", "tablet", "desktop"] as const
  if (keys.every((k) => !v[k].trim())) return { value: null }
  for (const k of keys) if (!/^\d+$/.test(v[k].trim()) || Number(v[k]) < 1) return { value: null, error: k }
  return { value: { mobile: Number(v.mobile), tablet: Number(v.tablet), desktop: Number(v.desktop) } }
}

/** Moves one element of a list (drag and drop, up/down buttons); out-of-range moves return the list unchanged. */
export function moveItem<T>(list: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item)
  return next
}

export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024
const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"]
/** Checked before upload (the API checks again): images only, no SVG (it can carry script), 2 MB each. */
export function checkUpload(files: { name: string; type: string; size: number }[]) {
  const refused: { name: string; reason: "type" | "size" }[] = []
  const accepted = files.filter((f) => {
    if (!IMAGE_TYPES.includes(f.type)) return (refused.push({ name: f.name, reason: "type" }), false)
    if (f.size > UPLOAD_MAX_BYTES) return (refused.push({ name: f.name, reason: "size" }), false)
    return true
  })
  return { accepted, refused }
}

export const PRODUCT_SEARCH_MIN = 3
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

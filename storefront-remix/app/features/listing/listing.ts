import type { Locale } from "~/lib/locale"

/** Spec §9: page sizes, default page size, sorts and the pagination window. */
export const PAGE_SIZES = [12, 24, 50, 100, 200] as const
export const DEFAULT_PAGE_SIZE = 12
export const SORTS = ["default", "price_asc", "price_desc"] as const
export const PAGE_WINDOW = 7
/** URL parameters of a listing; everything else is dropped before the backend sees it. */
export const FILTER_PARAMS = ["brand", "line", "category", "feature", "attribute", "price_min", "price_max"] as const
/** Parameters that say which listing this is (the search's query): every form and reset keeps them. */
export const SCOPE_PARAMS = ["q"] as const
const LISTING_PARAMS = [...FILTER_PARAMS, ...SCOPE_PARAMS, "sort", "limit", "page"]

export type { FacetGroup, FacetOption } from "@shop/contracts/listing"
/** The listing routes' answer and its product cards: @shop/contracts/listing. */
export type { ListingProductCard as ProductCard, ListingResponse as Listing } from "@shop/contracts/listing"

/** The storefront language as the backend's locale code (decision 0008). */
export const BACKEND_LOCALE: Record<Locale, string> = { fr: "fr-DZ", en: "en-US", ar: "ar-DZ" }

/** The backend query of a listing URL: known parameters only, empty values dropped. */
export function backendQuery(search: URLSearchParams, locale: Locale): URLSearchParams {
  const out = new URLSearchParams()
  for (const [k, v] of search) if (LISTING_PARAMS.includes(k) && v.trim() !== "") out.append(k, v)
  out.set("locale", BACKEND_LOCALE[locale])
  return out
}

/**
 * The URL after a change: `set` replaces a parameter (null removes it), `toggle` adds or
 * removes one value of a repeated parameter. Any change but the page itself goes back to page 1.
 */
export function withChange(search: URLSearchParams, change: { set?: Record<string, string | null>; toggle?: [string, string] }): string {
  const out = new URLSearchParams(search)
  for (const [k, v] of Object.entries(change.set ?? {})) {
    if (v === null || v === "") out.delete(k)
    else out.set(k, v)
  }
  if (change.toggle) {
    const [k, v] = change.toggle
    const values = out.getAll(k)
    out.delete(k)
    for (const x of values.includes(v) ? values.filter((x) => x !== v) : [...values, v]) out.append(k, x)
  }
  if (!change.set || !("page" in change.set)) out.delete("page")
  const s = out.toString()
  return s ? `?${s}` : "?"
}

/**
 * Page numbers to show: at most `size`, the current one centred when the ends allow it.
 */
export function pageWindow(current: number, pages: number, size = PAGE_WINDOW): number[] {
  if (pages <= 0) return []
  const count = Math.min(size, pages)
  let start = Math.max(1, current - Math.floor(count / 2))
  start = Math.min(start, pages - count + 1)
  return Array.from({ length: count }, (_, i) => start + i)
}

/** Price inputs that keep min ≤ max inside the listed range. */
export function clampPrice(min: number | null, max: number | null, range: { min: number | null; max: number | null }) {
  const lo = range.min ?? 0
  const hi = range.max ?? lo
  const clamp = (v: number | null, fallback: number) => (v === null || !Number.isFinite(v) ? fallback : Math.min(hi, Math.max(lo, v)))
  const a = clamp(min, lo)
  const b = clamp(max, hi)
  return a <= b ? { min: a, max: b } : { min: b, max: b }
}

// The till searches its cached catalogue itself (offline too): by name (accents and Arabic spellings
// folded), SKU or barcode. A barcode scanner types the code then Enter: an exact barcode or SKU match
// goes straight into the cart.
import type { PosCatalogueVariant } from "@shop/contracts/pos"
import { fold, searchKey } from "@shop/shared/text"

export type SearchIndex = { variant: PosCatalogueVariant; key: string; codes: string[] }[]

const code = (s: string | null) => (s ? s.trim().toLowerCase() : null)

export function searchIndex(variants: PosCatalogueVariant[]): SearchIndex {
  return variants.map((v) => ({
    variant: v,
    key: searchKey(v.title, v.variant_title, v.sku, v.barcode),
    codes: [code(v.barcode), code(v.sku)].filter((c): c is string => !!c),
  }))
}

/** The variant whose barcode or SKU is exactly what was typed (a scan), else null. */
export function exactCode(index: SearchIndex, typed: string): PosCatalogueVariant | null {
  const c = typed.trim().toLowerCase()
  if (!c) return null
  return index.find((e) => e.variant.barcode?.trim().toLowerCase() === c)?.variant ?? index.find((e) => e.codes.includes(c))?.variant ?? null
}

/** Variants holding every word typed, exact codes first; at most `limit`. */
export function searchCatalogue(index: SearchIndex, typed: string, limit = 60): PosCatalogueVariant[] {
  const words = fold(typed).split(" ").filter(Boolean)
  if (!words.length) return index.slice(0, limit).map((e) => e.variant)
  const exact = exactCode(index, typed)
  const found = index.filter((e) => e.variant !== exact && words.every((w) => e.key.includes(w))).map((e) => e.variant)
  return (exact ? [exact, ...found] : found).slice(0, limit)
}

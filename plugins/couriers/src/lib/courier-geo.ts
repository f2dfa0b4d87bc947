import { fold } from "@shop/shared/text"
import type { CourierCommune } from "./adapter"

/**
 * The shop's geography in a courier's terms (decision 0040): couriers take the 58-wilaya model (a
 * 2026 wilaya is sent as its mother wilaya, which is what the commune's ONS code WWCC already says)
 * and commune names in their own spelling, matched here by folded French or Arabic name within the
 * wilaya (accents, hyphens, spaces, a leading "el"/"al" and Arabic letter variants folded away).
 */
export type ShopCommune = { code: number; name_fr: string; name_ar: string | null }

/** The courier's wilaya code (1–58) of a commune: its ONS code's first digits. */
export const courierWilayaOf = (communeCode: number) => Math.floor(communeCode / 100)

const articles = /^(el|al|ال)\s*/
const key = (s: string) => fold(s).replace(/[-'’]/g, " ").replace(/\s+/g, " ").trim()
const loose = (s: string) => key(s).replace(articles, "").replace(/\s/g, "")

/** The courier's commune for the shop's, or null when the courier does not list it in that wilaya. */
export function matchCommune(communes: readonly CourierCommune[], shop: ShopCommune): CourierCommune | null {
  const wilaya = courierWilayaOf(shop.code)
  const here = communes.filter((c) => c.wilaya_code === wilaya)
  const names = [shop.name_fr, shop.name_ar].filter((n): n is string => !!n)
  for (const cmp of [key, loose]) {
    const wanted = new Set(names.map(cmp))
    const found = here.find((c) => wanted.has(cmp(c.name)) || (c.name_ar ? wanted.has(cmp(c.name_ar)) : false))
    if (found) return found
  }
  return null
}

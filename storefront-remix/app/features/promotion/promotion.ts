import type { ListingPromotion, PromotionListingContext } from "@shop/contracts/listing"
import { CACHE } from "~/lib/cache"
import type { Locale } from "~/lib/locale"
import { formatPrice } from "~/lib/money"
import { promotionLabel } from "~/features/product/product-page"

/** A running catalogue discount, and the listing context of a promotion page: @shop/contracts/listing. */
export type Promotion = ListingPromotion
export type PromotionContext = PromotionListingContext

/** The discount badge: "-20 %" or "-1 000 DA", money formatted as everywhere in the shop. */
export const promotionValueLabel = (p: Pick<Promotion, "value_type" | "value">, locale: Locale) => promotionLabel(p, (n) => formatPrice(n, locale))

/** The rotator's next index after `delta` steps, wrapping both ways; 0 when there is nothing to show. */
export function rotatorStep(index: number, delta: number, count: number): number {
  if (count <= 0) return 0
  return (((index + delta) % count) + count) % count
}

/**
 * The promotion page's Cache-Control: the catalogue page policy, but never kept (nor served
 * stale) past the end of the discount, so a finished promotion is not shown as running.
 */
export function promotionCacheControl(endsAt: string | null | undefined, now = Date.now()): string {
  const end = endsAt ? Date.parse(endsAt) : NaN
  if (!Number.isFinite(end)) return CACHE.publicPage
  const left = Math.floor((end - now) / 1000)
  if (left <= 0) return CACHE.private
  const maxAge = Math.min(60, left)
  const stale = Math.min(600, left - maxAge)
  return `public, max-age=${maxAge}${stale > 0 ? `, stale-while-revalidate=${stale}` : ""}`
}

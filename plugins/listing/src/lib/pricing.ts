export type SalePrice = { amount: number | string; price_list_id: string; starts_at: Date | null; ends_at: Date | null }

/**
 * What a buyer pays for one variant at `now`: the lowest price of the sale price lists running
 * then, else the base price (Medusa's calculated price for a sale list). `priceListId` names the
 * list that gives it (null for the base price; the first one met on a tie), so the card can show
 * that list's own discount. `validUntil` is the next moment this changes (a sale starts or ends),
 * when the listing row must be refreshed.
 */
export function effectivePrice(base: number, sales: SalePrice[], now: Date) {
  let price = base
  let priceListId: string | null = null
  const activeLists: string[] = []
  let validUntil: Date | null = null
  const later = (d: Date | null) => {
    if (d && d > now && (!validUntil || d < validUntil)) validUntil = d
  }
  for (const s of sales) {
    const starts = s.starts_at ? new Date(s.starts_at) : null
    const ends = s.ends_at ? new Date(s.ends_at) : null
    later(starts)
    later(ends)
    if ((starts && starts > now) || (ends && ends <= now)) continue
    activeLists.push(s.price_list_id)
    if (Number(s.amount) < price) {
      price = Number(s.amount)
      priceListId = s.price_list_id
    }
  }
  return { base, price, priceListId, activeLists, validUntil: validUntil as Date | null }
}

/** The promotion badge: the discount in whole percent of the old price. */
export const discountPercent = (price: number, original: number | null) =>
  original && original > price ? Math.round(((original - price) / original) * 100) : null

/** The catalogue discount whose sale price list gives a card its price (stored in the card at index time). */
export type CardPromotion = { discount_id: string; value_type: "percentage" | "fixed"; value: number }

export type PromotionBadge = { type: "promotion"; value_type: "percentage" | "fixed"; value: number; label: string }

/**
 * The promotion badge of a card (spec §2: the promotion's value and rule type): the rule of the
 * catalogue discount that gives the price (−1 000 DA stays −1 000 DA, not "−6 %"), else, for a
 * plain sale price list, the drop in whole percent. `label` is a plain fallback for clients that
 * do not format money; the storefront formats `value` itself.
 */
export function promotionBadge(price: number, original: number | null, promotion?: CardPromotion | null): PromotionBadge | null {
  if (!original || original <= price) return null
  if (promotion && promotion.value > 0) {
    const { value_type, value } = promotion
    return { type: "promotion", value_type, value, label: value_type === "percentage" ? `-${value}%` : `-${value}` }
  }
  const percent = discountPercent(price, original)
  return percent ? { type: "promotion", value_type: "percentage", value: percent, label: `-${percent}%` } : null
}

export type SalePrice = { amount: number | string; price_list_id: string; starts_at: Date | null; ends_at: Date | null }

/**
 * What a buyer pays for one variant at `now`: the lowest price of the sale price lists running
 * then, else the base price (Medusa's calculated price for a sale list). `validUntil` is the
 * next moment this changes (a sale starts or ends), when the listing row must be refreshed.
 */
export function effectivePrice(base: number, sales: SalePrice[], now: Date) {
  let price = base
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
    price = Math.min(price, Number(s.amount))
  }
  return { base, price, activeLists, validUntil: validUntil as Date | null }
}

/** The promotion badge: the discount in whole percent of the old price. */
export const discountPercent = (price: number, original: number | null) =>
  original && original > price ? Math.round(((original - price) / original) * 100) : null

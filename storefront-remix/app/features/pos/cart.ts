// The till's cart (decision 0088): lines of the cached catalogue, priced as the server prices them
// (`@shop/pos` checkLines: retail or, for a wholesale customer, the wholesale price; the line discount
// rounded to the centime per unit), so the total shown is the total charged unless prices moved.
import type { CustomerType, PosCatalogueVariant } from "@shop/contracts/pos"
import type { FieldError } from "./field-errors"

export type CartLine = { variant_id: string; quantity: number; discount_percent: number }

export type PricedLine = {
  line: CartLine
  variant: PosCatalogueVariant | null
  wholesale: boolean
  /** Before the discount, centimes. */
  list_cents: number
  unit_cents: number
  total_cents: number
  minimum: number | null
}

export const MAX_QUANTITY = 9999

/** One more of a variant: a new line, or the same line's quantity + `quantity`. */
export function addToCart(lines: CartLine[], variantId: string, quantity = 1): CartLine[] {
  const at = lines.findIndex((l) => l.variant_id === variantId)
  if (at < 0) return [...lines, { variant_id: variantId, quantity, discount_percent: 0 }]
  return lines.map((l, i) => (i === at ? { ...l, quantity: Math.min(MAX_QUANTITY, l.quantity + quantity) } : l))
}

export const setQuantity = (lines: CartLine[], index: number, quantity: number): CartLine[] =>
  lines.map((l, i) => (i === index ? { ...l, quantity: Math.max(1, Math.min(MAX_QUANTITY, Math.floor(quantity) || 1)) } : l))

export const setDiscount = (lines: CartLine[], index: number, percent: number): CartLine[] =>
  lines.map((l, i) => (i === index ? { ...l, discount_percent: Number.isFinite(percent) ? percent : 0 } : l))

export const removeLine = (lines: CartLine[], index: number): CartLine[] => lines.filter((_, i) => i !== index)

type PriceContext = { customerType: CustomerType; delivery: boolean }

/** A line at the price the server will charge: a delivery is priced as the online shop (retail, decision 0088). */
export function priceLine(line: CartLine, variant: PosCatalogueVariant | null, { customerType, delivery }: PriceContext): PricedLine {
  const wholesale = !!variant && customerType === "wholesale" && variant.wholesale_price !== null && !delivery
  const list = variant ? Math.round((wholesale ? variant.wholesale_price! : variant.price) * 100) : 0
  const discount = Number.isFinite(line.discount_percent) && line.discount_percent > 0 ? line.discount_percent : 0
  const unit = Math.round((list * (10000 - Math.round(discount * 100))) / 10000)
  return {
    line,
    variant,
    wholesale,
    list_cents: list,
    unit_cents: unit,
    total_cents: unit * line.quantity,
    minimum: variant && customerType === "wholesale" ? variant.wholesale_min_quantity : null,
  }
}

export function priceCart(lines: CartLine[], variants: Map<string, PosCatalogueVariant>, ctx: PriceContext) {
  const priced = lines.map((l) => priceLine(l, variants.get(l.variant_id) ?? null, ctx))
  const total = priced.reduce((sum, p) => sum + p.total_cents, 0)
  const before = priced.reduce((sum, p) => sum + p.list_cents * p.line.quantity, 0)
  return { lines: priced, total_cents: total, discount_cents: before - total }
}

/** What the server would refuse in the lines, found before sending (each named as the server names it). */
export function cartErrors(priced: PricedLine[], { maxDiscount, customerType, delivery }: PriceContext & { maxDiscount: number }): FieldError[] {
  if (!priced.length) return [{ field: "lines", code: "cart_empty" }]
  const errors: FieldError[] = []
  priced.forEach((p, i) => {
    const field = `lines.${i}`
    const d = p.line.discount_percent
    if (!p.variant) errors.push({ field: `${field}.variant_id`, code: "not_for_sale" })
    if (!Number.isFinite(d) || d < 0 || Math.abs(Math.round(d * 100) - d * 100) > 1e-6) errors.push({ field: `${field}.discount_percent`, code: "invalid" })
    else if (d > maxDiscount) errors.push({ field: `${field}.discount_percent`, code: "discount_limit", vars: { max: maxDiscount } })
    else if (delivery && (d > 0 || (customerType === "wholesale" && p.variant?.wholesale_price != null)))
      errors.push({ field: `${field}.discount_percent`, code: "delivery_priced_online" })
    if (p.minimum !== null && p.line.quantity < p.minimum) errors.push({ field: `${field}.quantity`, code: "below_minimum", vars: { min: p.minimum } })
  })
  return errors
}

// The delivery summary of the order form. Display only: the order's real prices come from the
// backend (catalogue and rate table), never from these numbers.
import { countedLines } from "~/features/cart/cart"

/** What the summary reads of a line of the browser cart (localStorage `cart`, spec §3 "cart line"). */
export type CartLine = {
  productId: string | number
  quantity: number
  unitPrice: number
  /** The variant (spec "combination") the checkout orders; lines without one cannot be ordered. */
  combinationId?: string
  name?: string
}

/**
 * The lines of a stored cart that can be counted (the cart's own rule: `countedLines`), with a
 * product id; older carts may lack the combination, and such a line is still counted.
 */
export function parseCartLines(stored: string | null): CartLine[] {
  return countedLines(stored).flatMap(({ raw: line, unitPrice, quantity }): CartLine[] => {
    const productId = line.productId
    if (typeof productId !== "string" && typeof productId !== "number") return []
    const combinationId = typeof line.combinationId === "string" && line.combinationId ? line.combinationId : undefined
    const name = typeof line.name === "string" ? line.name : undefined
    return [{ productId, quantity, unitPrice, ...(combinationId && { combinationId }), ...(name !== undefined && { name }) }]
  })
}

const toCentimes = (amount: number) => Math.round(amount * 100)

export type OrderSummary = { items: number; products: number; delivery: number | null; total: number }

/** Products subtotal, delivery price (null until a transporter is chosen) and total = products + delivery. */
export function orderSummary(lines: CartLine[], delivery: number | null): OrderSummary {
  // Summed in centimes so 0.1 + 0.2 never shows as 0.30000000000000004.
  const productCentimes = lines.reduce((sum, l) => sum + toCentimes(l.unitPrice) * l.quantity, 0)
  const items = lines.reduce((n, l) => n + l.quantity, 0)
  const products = productCentimes / 100
  return { items, products, delivery, total: (productCentimes + toCentimes(delivery ?? 0)) / 100 }
}

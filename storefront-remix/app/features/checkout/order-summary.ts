// The delivery summary of the order form. Display only: the order's real prices come from the
// backend (catalogue and rate table), never from these numbers.

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
 * The lines of a stored cart that can be counted: a unit price (`unitPrice`, or `price` in older
 * carts) that is a non-negative number and a whole quantity of at least 1. Anything else is skipped,
 * so a corrupt or foreign value never breaks the page.
 */
export function parseCartLines(stored: string | null): CartLine[] {
  if (!stored) return []
  let value: unknown
  try {
    value = JSON.parse(stored)
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  return value.flatMap((raw): CartLine[] => {
    if (!raw || typeof raw !== "object") return []
    const line = raw as Record<string, unknown>
    const unitPrice = Number(line.unitPrice ?? line.price)
    const quantity = Number(line.quantity)
    const productId = line.productId
    if (typeof productId !== "string" && typeof productId !== "number") return []
    if (!Number.isFinite(unitPrice) || unitPrice < 0) return []
    if (!Number.isInteger(quantity) || quantity < 1) return []
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

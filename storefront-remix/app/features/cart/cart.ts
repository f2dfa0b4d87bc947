// The browser cart's rules, free of any browser API so they are unit-tested as plain functions.
// Lines are stored in localStorage `cart` with the shape of spec §3 "Cart line"; prices are display
// only (the backend prices every order from its catalogue).

/** A line of the browser cart (localStorage `cart`, spec §3). */
export type StoredCartLine = {
  productId: string
  combinationId: string
  unitPrice: number
  quantity: number
  name: string
  image: string | null
  /** Option title -> chosen value, or null for a product without options. */
  attributes: Record<string, string> | null
}

export const CART_KEY = "cart"
/** Fired on `window` by every write, so the mini-cart opens and this tab's readers reload. */
export const CART_ADD_EVENT = "cart:add"
export const CART_CHANGE_EVENT = "cart:change"
/** Asks the page to show the combination modal for a product (spec §4 "show-combination-modal"). */
export const SHOW_COMBINATION_EVENT = "cart:show-combination-modal"

/** Asks for the combination modal of a product (cards whose product has several combinations). */
export const showCombinationModal = (productId: string) => window.dispatchEvent(new CustomEvent(SHOW_COMBINATION_EVENT, { detail: { productId } }))
export const MAX_QUANTITY = 100

const sameLine = (a: Pick<StoredCartLine, "productId" | "combinationId">, b: Pick<StoredCartLine, "productId" | "combinationId">) =>
  a.productId === b.productId && a.combinationId === b.combinationId

const clampQuantity = (n: number) => Math.min(MAX_QUANTITY, Math.max(1, Math.floor(n)))

/** A stored line whose price and quantity can be counted, with the rest of it still unchecked. */
export type CountedLine = { raw: Record<string, unknown>; unitPrice: number; quantity: number }

/**
 * The lines of a stored value with a unit price (`unitPrice`, or `price` in older carts) that is a
 * non-negative number and a whole quantity of at least 1; anything else (broken JSON, not a list,
 * a line that cannot be counted) is skipped, never thrown. The cart and the order summary both read
 * the stored cart through this, then check the other fields they need.
 */
export function countedLines(stored: string | null): CountedLine[] {
  if (!stored) return []
  let value: unknown
  try {
    value = JSON.parse(stored)
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  return value.flatMap((raw): CountedLine[] => {
    if (!raw || typeof raw !== "object") return []
    const l = raw as Record<string, unknown>
    const unitPrice = Number(l.unitPrice ?? l.price)
    const quantity = Number(l.quantity)
    if (!Number.isFinite(unitPrice) || unitPrice < 0 || !Number.isInteger(quantity) || quantity < 1) return []
    return [{ raw: l, unitPrice, quantity }]
  })
}

/** Reads a stored value; anything malformed is dropped line by line, never thrown. */
export function parseStoredCart(stored: string | null): StoredCartLine[] {
  return countedLines(stored).flatMap(({ raw: l, unitPrice, quantity }): StoredCartLine[] => {
    if (typeof l.productId !== "string" || typeof l.combinationId !== "string" || !l.combinationId) return []
    const attrs = l.attributes && typeof l.attributes === "object" && !Array.isArray(l.attributes) ? (l.attributes as Record<string, unknown>) : null
    const attributes = attrs ? (Object.fromEntries(Object.entries(attrs).filter(([, v]) => typeof v === "string")) as Record<string, string>) : null
    return [
      {
        productId: l.productId,
        combinationId: l.combinationId,
        unitPrice,
        quantity: clampQuantity(quantity),
        name: typeof l.name === "string" ? l.name : "",
        image: typeof l.image === "string" ? l.image : null,
        attributes: attributes && Object.keys(attributes).length ? attributes : null,
      },
    ]
  })
}

/** Adds a line: the same product and combination add up their quantities (spec §4). */
export function addToCart(lines: StoredCartLine[], line: StoredCartLine): StoredCartLine[] {
  const i = lines.findIndex((l) => sameLine(l, line))
  if (i === -1) return [...lines, { ...line, quantity: clampQuantity(line.quantity) }]
  return lines.map((l, j) => (j === i ? { ...l, ...line, quantity: clampQuantity(l.quantity + line.quantity) } : l))
}

/** Sets a line's quantity; below 1 stays 1 (the minus button is disabled there, spec §5). */
export function setQuantity(lines: StoredCartLine[], key: Pick<StoredCartLine, "productId" | "combinationId">, quantity: number): StoredCartLine[] {
  return lines.map((l) => (sameLine(l, key) ? { ...l, quantity: clampQuantity(Number.isFinite(quantity) ? quantity : 1) } : l))
}

export const removeLine = (lines: StoredCartLine[], key: Pick<StoredCartLine, "productId" | "combinationId">) => lines.filter((l) => !sameLine(l, key))

export const itemCount = (lines: StoredCartLine[]) => lines.reduce((n, l) => n + l.quantity, 0)

/** Total in DZD, summed in centimes so 0.1 + 0.2 never shows as 0.30000000000000004. */
export const cartTotal = (lines: StoredCartLine[]) => lines.reduce((c, l) => c + Math.round(l.unitPrice * 100) * l.quantity, 0) / 100

/** Unit prices the server gave (variant id -> price); lines of a variant no longer sold keep theirs. */
export function refreshPrices(lines: StoredCartLine[], prices: Record<string, number | null>): StoredCartLine[] {
  return lines.map((l) => {
    const p = prices[l.combinationId]
    return typeof p === "number" && Number.isFinite(p) && p !== l.unitPrice ? { ...l, unitPrice: p } : l
  })
}

/** The combination modal's quantity input: an integer of at least 1; anything non-numeric is 1 (spec §5). */
export function parseQuantityInput(raw: string): number {
  const n = Number.parseInt(raw, 10)
  return Number.isFinite(n) && n >= 1 ? clampQuantity(n) : 1
}

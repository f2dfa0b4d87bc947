// The little of a product the landing page and the order form need (read from the product page's
// route, lib/product-loader.server.ts). Prices are display only: the backend prices the order from
// its catalogue.

import { addToCart, type StoredCartLine } from "~/features/cart/cart"

// The cart rules live in ./cart; re-exported for the callers that import them from here.
export { addToCart, type StoredCartLine }

export type VariantView = {
  id: string
  title: string
  /** Option id -> value. */
  options: Record<string, string>
  price: number | null
  originalPrice: number | null
  inStock: boolean
}

export type ProductView = {
  id: string
  handle: string
  title: string
  description: string | null
  image: string | null
  category: { handle: string; name: string } | null
  options: { id: string; title: string; values: string[] }[]
  variants: VariantView[]
}

/** The variant shown first: the first one in stock, else the first. */
export const defaultVariant = (p: ProductView): VariantView | null => p.variants.find((v) => v.inStock) ?? p.variants[0] ?? null

/** The variant matching every chosen option value, or null. */
export function variantFor(p: ProductView, selection: Record<string, string>): VariantView | null {
  return p.variants.find((v) => p.options.every((o) => v.options[o.id] === selection[o.id])) ?? null
}

/** Whether some variant has `value` for `optionId` together with the other options already chosen (spec §4). */
export function valueAvailable(p: ProductView, selection: Record<string, string>, optionId: string, value: string): boolean {
  return p.variants.some((v) => v.options[optionId] === value && p.options.every((o) => o.id === optionId || v.options[o.id] === selection[o.id]))
}

/** Whether a variant with `value` for `optionId` (and the other choices) is in stock: else it is shown "sold out". */
export function valueInStock(p: ProductView, selection: Record<string, string>, optionId: string, value: string): boolean {
  return p.variants.some((v) => v.inStock && v.options[optionId] === value && p.options.every((o) => o.id === optionId || v.options[o.id] === selection[o.id]))
}

export function cartLineFor(p: ProductView, v: VariantView, quantity: number): StoredCartLine {
  const attributes = Object.fromEntries(p.options.map((o) => [o.title, v.options[o.id]]).filter(([, value]) => value))
  return {
    productId: p.id,
    combinationId: v.id,
    unitPrice: v.price ?? 0,
    quantity,
    name: p.title,
    image: p.image,
    attributes: Object.keys(attributes).length ? attributes : null,
  }
}

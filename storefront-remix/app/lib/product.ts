// The product as the store API gives it (GET /store/products, Translation module applied) and the
// little the product page and the order form need of it. Prices are display only: the backend prices
// the order from its catalogue.

import { addToCart, type StoredCartLine } from "./cart"

// The cart rules live in ./cart; re-exported for the callers that import them from here.
export { addToCart, type StoredCartLine }

export type StoreProduct = {
  id: string
  handle: string
  title: string
  subtitle?: string | null
  description?: string | null
  thumbnail?: string | null
  images?: { url: string }[] | null
  categories?: { id: string; handle: string; name: string }[] | null
  options?: { id: string; title: string; values?: { id: string; value: string }[] | null }[] | null
  variants?: StoreVariant[] | null
}

export type StoreVariant = {
  id: string
  title: string | null
  options?: { id: string; value: string; option_id?: string | null; option?: { id: string } | null }[] | null
  calculated_price?: { calculated_amount: number | null; original_amount: number | null } | null
  inventory_quantity?: number | null
  manage_inventory?: boolean | null
  allow_backorder?: boolean | null
}

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

const amount = (v: number | null | undefined) => (typeof v === "number" && Number.isFinite(v) ? v : null)

export function toProductView(p: StoreProduct): ProductView {
  const options = (p.options ?? []).map((o) => ({ id: o.id, title: o.title, values: (o.values ?? []).map((v) => v.value) }))
  return {
    id: p.id,
    handle: p.handle,
    title: p.title,
    description: p.description ?? null,
    image: p.thumbnail ?? p.images?.[0]?.url ?? null,
    category: p.categories?.[0] ? { handle: p.categories[0].handle, name: p.categories[0].name } : null,
    options,
    variants: (p.variants ?? []).map((v) => {
      const price = amount(v.calculated_price?.calculated_amount)
      const original = amount(v.calculated_price?.original_amount)
      const tracked = v.manage_inventory !== false && !v.allow_backorder
      return {
        id: v.id,
        title: v.title ?? "",
        options: Object.fromEntries((v.options ?? []).map((o) => [o.option_id ?? o.option?.id ?? "", o.value])),
        price,
        originalPrice: original !== null && price !== null && original > price ? original : null,
        inStock: !tracked || (v.inventory_quantity ?? 0) > 0,
      }
    }),
  }
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


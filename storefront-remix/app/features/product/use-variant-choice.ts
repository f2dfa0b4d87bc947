import { useState } from "react"
import type { ProductView } from "./product"

/** The chosen combination of a product page (from `?variant=` at first), and whether it can be ordered. */
export function useVariantChoice(product: ProductView, initialId: string | null) {
  const [selectedId, setSelectedId] = useState(initialId)
  const variant = product.variants.find((v) => v.id === selectedId) ?? null
  const buyable = variant !== null && variant.inStock && variant.price !== null
  return {
    variant,
    buyable,
    select: (id: string) => setSelectedId(id),
    /** Keeps the choice in GET links and forms (no JavaScript). */
    query: variant ? { variant: variant.id } : ({} as Record<string, string>),
    /** What the order form orders: the variant when it can be bought. */
    orderProduct: { title: product.title, variantId: buyable ? variant.id : null, unitPrice: variant?.price ?? null },
  }
}

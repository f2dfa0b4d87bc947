import type { MedusaContainer } from "@medusajs/framework/types"
import { catalogOf as catalog } from "./catalog-service"

/** The curated related products of a product, in order. */
export async function relatedProductIds(container: MedusaContainer, productId: string) {
  const rows = await catalog(container).listRelatedProducts({ product_id: productId }, { order: { position: "ASC" }, take: null })
  return rows.map((r) => r.related_product_id)
}

import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { updateProductsWorkflow } from "@medusajs/medusa/core-flows"
import { catalogOf as catalog } from "./catalog-service"


/** The curated related products of a product, in order. */
export async function relatedProductIds(container: MedusaContainer, productId: string) {
  const rows = await catalog(container).listRelatedProducts({ product_id: productId }, { order: { position: "ASC" }, take: null })
  return rows.map((r) => r.related_product_id)
}

/** Replaces the curated related products (order kept); 400 naming `related_product_ids` on an unknown id or the product itself. */
export async function setRelatedProducts(container: MedusaContainer, productId: string, ids: string[]) {
  const unique = [...new Set(ids)]
  if (unique.includes(productId)) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "Invalid related_product_ids: a product cannot be related to itself")
  }
  const found = new Set((await container.resolve(Modules.PRODUCT).listProducts({ id: unique }, { select: ["id"] })).map((p) => p.id))
  const missing = unique.filter((id) => !found.has(id))
  if (missing.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid related_product_ids: no product ${missing.join(", ")}`)
  const service = catalog(container)
  const current = await service.listRelatedProducts({ product_id: productId }, { select: ["id"], take: null })
  if (current.length) await service.deleteRelatedProducts(current.map((r) => r.id))
  if (unique.length) await service.createRelatedProducts(unique.map((id, position) => ({ product_id: productId, related_product_id: id, position })))
}

/** "Featured" flag of a product, kept in its metadata (`metadata.featured`). */
export async function setFeatured(container: MedusaContainer, productId: string, featured: boolean) {
  const [product] = await container.resolve(Modules.PRODUCT).listProducts({ id: productId }, { select: ["id", "metadata"] })
  if (!product) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Product ${productId} was not found`)
  await updateProductsWorkflow(container).run({
    input: { selector: { id: productId }, update: { metadata: { ...(product.metadata ?? {}), featured } } },
  })
}

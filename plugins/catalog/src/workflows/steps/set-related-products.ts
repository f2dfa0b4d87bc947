import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { catalogOf } from "../../lib/catalog-service"

export type SetRelatedProductsInput = { product_id: string; related_product_ids: string[] }

const invalid = (message: string) => new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid related_product_ids: ${message}`)

/**
 * Replaces the curated related products (order kept); 400 naming `related_product_ids` on an
 * unknown id or the product itself. The old rows are soft-deleted: compensation removes the new
 * ones and restores them.
 */
export const setRelatedProductsStep = createStep(
  "set-related-products",
  async ({ product_id, related_product_ids }: SetRelatedProductsInput, { container }) => {
    const unique = [...new Set(related_product_ids)]
    if (unique.includes(product_id)) throw invalid("a product cannot be related to itself")
    const found = new Set((await container.resolve(Modules.PRODUCT).listProducts({ id: unique }, { select: ["id"] })).map((p) => p.id))
    const missing = unique.filter((id) => !found.has(id))
    if (missing.length) throw invalid(`no product ${missing.join(", ")}`)
    const service = catalogOf(container)
    const old = (await service.listRelatedProducts({ product_id }, { select: ["id"], take: null })).map((r) => r.id)
    if (old.length) await service.softDeleteRelatedProducts(old)
    const created = unique.length ? await service.createRelatedProducts(unique.map((id, position) => ({ product_id, related_product_id: id, position }))) : []
    return new StepResponse(unique, { old, created: created.map((r) => r.id) })
  },
  async (undo, { container }) => {
    if (!undo) return
    const service = catalogOf(container)
    if (undo.created.length) await service.deleteRelatedProducts(undo.created)
    if (undo.old.length) await service.restoreRelatedProducts(undo.old)
  }
)

import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { relatedProductIds } from "../../../../../lib/related"
import { setProductCatalogWorkflow } from "../../../../../workflows/set-product-catalog"
import { adminProductCatalog } from "../../../../product-catalog"
import type { PostAdminProductCatalogType } from "../../validators"

async function view(req: MedusaRequest) {
  const catalog = await adminProductCatalog(req, req.params.id)
  const [product] = await req.scope.resolve(Modules.PRODUCT).listProducts({ id: req.params.id }, { select: ["id", "metadata"] })
  return { ...catalog, featured: product?.metadata?.featured === true, related_product_ids: await relatedProductIds(req.scope, req.params.id) }
}

/** The product's brand, brand line, feature values, "featured" flag and curated related products. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ catalog: await view(req) })
}

/**
 * Sets the product's brand, line, features, related products and "featured" flag in one
 * workflow. An omitted field is kept; `null` clears; `feature_value_ids` and
 * `related_product_ids` are complete new sets. Changing the brand without naming a line clears
 * the line, which belonged to the old brand.
 */
export async function POST(req: MedusaRequest<PostAdminProductCatalogType>, res: MedusaResponse) {
  await setProductCatalogWorkflow(req.scope).run({ input: { ...req.validatedBody, product_id: req.params.id } })
  res.json({ catalog: await view(req) })
}

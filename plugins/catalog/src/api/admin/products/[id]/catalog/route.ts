import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { relatedProductIds, setFeatured, setRelatedProducts } from "../../../../../lib/related"
import { setProductCatalogWorkflow } from "../../../../../workflows/set-product-catalog"
import type { PostAdminProductCatalogSchemaType } from "../../../../validators"
import { adminProductCatalog } from "../../../../product-catalog"

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
 * Sets the product's brand, line and features. An omitted field is kept; `null` clears;
 * `feature_value_ids` and `related_product_ids` are complete new sets. Changing the brand without
 * naming a line clears the line, which belonged to the old brand.
 */
export async function POST(req: MedusaRequest<PostAdminProductCatalogSchemaType>, res: MedusaResponse) {
  const { related_product_ids, featured, ...links } = req.validatedBody
  await setProductCatalogWorkflow(req.scope).run({ input: { ...links, product_id: req.params.id } })
  if (related_product_ids) await setRelatedProducts(req.scope, req.params.id, related_product_ids)
  if (featured !== undefined) await setFeatured(req.scope, req.params.id, featured)
  res.json({ catalog: await view(req) })
}

import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { setProductCatalogWorkflow } from "../../../../../workflows/set-product-catalog"
import type { PostAdminProductCatalogSchemaType } from "../../../../validators"
import { adminProductCatalog } from "../../../../product-catalog"

/** The product's brand, brand line and feature values. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ catalog: await adminProductCatalog(req, req.params.id) })
}

/**
 * Sets the product's brand, line and features. An omitted field is kept; `null` clears;
 * `feature_value_ids` is the complete new set. Changing the brand without naming a line
 * clears the line, which belonged to the old brand.
 */
export async function POST(req: MedusaRequest<PostAdminProductCatalogSchemaType>, res: MedusaResponse) {
  await setProductCatalogWorkflow(req.scope).run({ input: { ...req.validatedBody, product_id: req.params.id } })
  res.json({ catalog: await adminProductCatalog(req, req.params.id) })
}

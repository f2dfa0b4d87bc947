import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { readPack } from "../../../../../lib/packs"
import { removeProductPackWorkflow } from "../../../../../workflows/remove-product-pack"
import { setProductPackWorkflow } from "../../../../../workflows/set-product-pack"
import type { PostAdminProductPackType } from "../../validators"

/** The product's pack (`null` when it is not a pack). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ pack: await readPack(req.scope, req.params.id) })
}

/**
 * Makes the product a pack (or replaces its contents): `{mode: strict|flexible, items:
 * [{product_id, variant_id?, quantity}]}`. Strict: one combination per part (guessed when the
 * part has one), the pack's single combination becomes an inventory kit of the parts.
 */
export async function POST(req: MedusaRequest<PostAdminProductPackType>, res: MedusaResponse) {
  await setProductPackWorkflow(req.scope).run({ input: { ...req.validatedBody, product_id: req.params.id } })
  res.json({ pack: await readPack(req.scope, req.params.id) })
}

/** The product stops being a pack. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  const { result } = await removeProductPackWorkflow(req.scope).run({ input: { product_id: req.params.id } })
  res.json({ product_id: req.params.id, object: "pack", deleted: result.deleted })
}

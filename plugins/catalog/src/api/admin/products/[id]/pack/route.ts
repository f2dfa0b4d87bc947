import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { readPack, removePack, setPack } from "../../../../../lib/packs"
import type { PostAdminProductPackSchemaType } from "../../../../validators"

/** The product's pack (`null` when it is not a pack). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ pack: await readPack(req.scope, req.params.id) })
}

/**
 * Makes the product a pack (or replaces its contents): `{mode: strict|flexible, items:
 * [{product_id, variant_id?, quantity}]}`. Strict: one combination per part (guessed when the
 * part has one), the pack's single combination becomes an inventory kit of the parts.
 */
export async function POST(req: MedusaRequest<PostAdminProductPackSchemaType>, res: MedusaResponse) {
  await setPack(req.scope, req.params.id, req.validatedBody)
  res.json({ pack: await readPack(req.scope, req.params.id) })
}

/** The product stops being a pack. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  const deleted = await removePack(req.scope, req.params.id)
  res.json({ product_id: req.params.id, object: "pack", deleted })
}

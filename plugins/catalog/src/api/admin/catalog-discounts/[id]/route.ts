import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deleteCatalogDiscountWorkflow } from "../../../../workflows/delete-catalog-discount"
import { updateCatalogDiscountWorkflow } from "../../../../workflows/update-catalog-discount"
import { adminDiscount, discountTranslations, findDiscount } from "../../../discounts"
import type { PostAdminUpdateDiscountType } from "../validators"

export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ discount: adminDiscount(await findDiscount(req)) })
}

/**
 * Updates a discount and recomputes its price list. A new end date in the future re-opens an
 * ended discount; an end date in the past ends it now.
 */
export async function POST(req: MedusaRequest<PostAdminUpdateDiscountType>, res: MedusaResponse) {
  const { translations, ...body } = req.validatedBody
  await updateCatalogDiscountWorkflow(req.scope).run({
    input: { ...body, id: req.params.id, ...(translations !== undefined && { translations: discountTranslations(translations) }) },
  })
  res.json({ discount: adminDiscount(await findDiscount(req)) })
}

/** Deletes the discount and its sale price list: prices return to normal at once. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  const { result } = await deleteCatalogDiscountWorkflow(req.scope).run({ input: { id: req.params.id } })
  res.json({ id: result.id, object: "catalog_discount", deleted: true })
}

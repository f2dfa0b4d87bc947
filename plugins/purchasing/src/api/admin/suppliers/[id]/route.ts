import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { PostAdminSupplier } from "@shop/contracts/purchasing"
import { purchasing, supplierOut } from "../../../helpers"

export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json({ supplier: supplierOut(await purchasing(req).retrieveSupplier(req.params.id)) })
}

/** POST /admin/suppliers/:id: the fields given change. */
export async function POST(req: AuthenticatedMedusaRequest<Partial<PostAdminSupplier>>, res: MedusaResponse) {
  await purchasing(req).retrieveSupplier(req.params.id)
  const updated = await purchasing(req).updateSuppliers({ id: req.params.id, ...req.validatedBody })
  res.json({ supplier: supplierOut(updated) })
}

/** DELETE /admin/suppliers/:id: removed from the lists; its purchase orders keep naming it. */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  await purchasing(req).retrieveSupplier(req.params.id)
  await purchasing(req).softDeleteSuppliers(req.params.id)
  res.json({ id: req.params.id, object: "supplier", deleted: true })
}

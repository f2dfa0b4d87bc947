import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { PostAdminSupplier } from "@shop/contracts/purchasing"
import { purchasing, supplierOut } from "../../helpers"
import type { GetAdminListSchemaType } from "../../validators"

/** GET /admin/suppliers?q=: suppliers by name, alphabetical. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const q = req.validatedQuery as unknown as GetAdminListSchemaType
  const [rows, count] = await purchasing(req).listAndCountSuppliers(q.q ? { q: q.q } : {}, { order: { name: "ASC" }, take: q.limit, skip: q.offset })
  res.json({ suppliers: rows.map(supplierOut), count })
}

/** POST /admin/suppliers: a new supplier. */
export async function POST(req: AuthenticatedMedusaRequest<PostAdminSupplier>, res: MedusaResponse) {
  const [made] = await purchasing(req).createSuppliers([req.validatedBody])
  res.status(201).json({ supplier: supplierOut(made) })
}

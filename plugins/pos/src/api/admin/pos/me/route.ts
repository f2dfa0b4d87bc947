import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminPosMe } from "@shop/contracts/pos"
import { tillMe } from "../../../till"

/** GET /admin/pos/me: the cashier signed in, their shop (null: not assigned) and the discount limit. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminPosMe>) {
  res.json(await tillMe(req))
}

import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { lowStock } from "../../../low-stock"

/** GET /admin/purchasing/low-stock: variants at or under their reorder point, with the purchase suggested. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json({ variants: await lowStock(req) })
}

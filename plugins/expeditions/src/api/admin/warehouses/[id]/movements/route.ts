import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { expeditionService, requireLocations } from "../../../../helpers"
import type { GetAdminMovementsSchemaType } from "../../../../validators"

/** The audit trail of a warehouse, newest first: who changed what, when and why. */
export async function GET(req: AuthenticatedMedusaRequest<unknown, GetAdminMovementsSchemaType>, res: MedusaResponse) {
  const q = req.validatedQuery
  await requireLocations(req, { id: req.params.id })
  const filters: Record<string, unknown> = { location_id: req.params.id }
  if (q.variant_id) filters.variant_id = q.variant_id
  if (q.kind) filters.kind = q.kind
  const [movements, count] = await expeditionService(req).listAndCountStockMovements(filters, { ...req.listConfig, order: { created_at: "DESC" } })
  res.json({ movements, count, limit: q.limit, offset: q.offset })
}

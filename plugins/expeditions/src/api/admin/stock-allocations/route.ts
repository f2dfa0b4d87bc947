import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { checkAllocation, checkQuantity, invalid } from "../../../lib/rules"
import { resolveStockVariants } from "../../../lib/variants"
import { addStockWorkflow } from "../../../workflows/add-stock"
import { actorOf, requireLocations } from "../../helpers"
import type { PostAdminStockAllocationSchemaType } from "../../validators"

/**
 * Spreads a quantity (a delivery from a supplier, say) over warehouses: each row 0..maximum, the
 * total at most the maximum (spec §5). All rows are added in one workflow, or none.
 */
export async function POST(req: AuthenticatedMedusaRequest<PostAdminStockAllocationSchemaType>, res: MedusaResponse) {
  const body = req.validatedBody
  const maximum = checkQuantity(body.maximum, "maximum", 1, 1_000_000, "invalid_allocation")
  const quantities = checkAllocation(maximum, body.allocations)
  const ids = body.allocations.map((a) => a.location_id)
  if (new Set(ids).size !== ids.length) throw invalid("allocations", "invalid_allocation", "each warehouse may appear once")
  await requireLocations(req, Object.fromEntries(ids.map((id, i) => [`allocations.${i}.location_id`, id])))
  const v = (await resolveStockVariants(req.scope, [body.variant_id])).get(body.variant_id)!
  const { result } = await addStockWorkflow(req.scope).run({
    input: {
      rows: body.allocations.map((a, i) => ({
        location_id: a.location_id,
        inventory_item_id: v.inventory_item_id,
        variant_id: v.variant_id,
        quantity: quantities[i],
      })),
      kind: "allocation",
      reason: body.reason ?? null,
      actor_id: actorOf(req),
    },
  })
  res.status(201).json({ status: "ok", allocated: quantities.reduce((a, b) => a + b, 0), maximum, movements: result })
}

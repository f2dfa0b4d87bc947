import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { checkQuantity } from "../../../../../lib/rules"
import { resolveStockVariants } from "../../../../../lib/variants"
import { addStockWorkflow } from "../../../../../workflows/add-stock"
import { actorOf, requireLocations, stockAt } from "../../../../helpers"
import type { GetAdminWarehouseStockSchemaType, PostAdminWarehouseStockSchemaType } from "../../../../validators"

/** The warehouse's stock: every variant with its stocked, reserved and available quantity. */
export async function GET(req: AuthenticatedMedusaRequest<unknown, GetAdminWarehouseStockSchemaType>, res: MedusaResponse) {
  const q = req.validatedQuery
  const names = await requireLocations(req, { id: req.params.id })
  const { stock, count } = await stockAt(req, req.params.id, q)
  res.json({ warehouse: { id: req.params.id, name: names.get(req.params.id) }, stock, count, limit: q.limit, offset: q.offset })
}

/** Adds a positive quantity of one variant (spec: "stock to add must be positive"), audited. */
export async function POST(req: AuthenticatedMedusaRequest<PostAdminWarehouseStockSchemaType>, res: MedusaResponse) {
  const body = req.validatedBody
  const quantity = checkQuantity(body.quantity, "quantity", 1, 1_000_000)
  await requireLocations(req, { id: req.params.id })
  const v = (await resolveStockVariants(req.scope, [body.variant_id])).get(body.variant_id)!
  const { result } = await addStockWorkflow(req.scope).run({
    input: {
      rows: [{ location_id: req.params.id, inventory_item_id: v.inventory_item_id, variant_id: v.variant_id, quantity }],
      kind: "addition",
      reason: body.reason ?? null,
      actor_id: actorOf(req),
    },
  })
  const [level] = await req.scope.resolve(Modules.INVENTORY).listInventoryLevels({ inventory_item_id: v.inventory_item_id, location_id: req.params.id })
  const stocked = Number(level.stocked_quantity)
  const reserved = Number(level.reserved_quantity)
  res.status(201).json({
    status: "ok",
    message: `${quantity} added`,
    quantity_added: quantity,
    movement: result[0],
    level: { stocked_quantity: stocked, reserved_quantity: reserved, available_quantity: Math.max(0, stocked - reserved) },
  })
}

import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminPosSaleResponse, AdminPosSales, PosSale, PostAdminPosSale } from "@shop/contracts/pos"
import { recordTillSale } from "../../../../workflows/pos-sale"
import { posService } from "../../../helpers"
import { NOT_ASSIGNED, tillContext } from "../../../till"
import type { GetAdminPosSalesSchemaType } from "../../../validators"

/**
 * POST /admin/pos/sales: one sale of the till, recorded once whatever the number of times it is sent
 * (`client_id`): 201 the sale, 200 the same sale again (`replayed`), 409 while another request is
 * recording it (retry), 400 with each refused field named (nothing recorded).
 */
export async function POST(req: AuthenticatedMedusaRequest<PostAdminPosSale>, res: MedusaResponse<AdminPosSaleResponse | object>) {
  const ctx = await tillContext(req)
  if (!ctx) return void res.status(403).json(NOT_ASSIGNED)
  const outcome = await recordTillSale(req.scope, req.validatedBody, ctx)
  if (outcome.kind === "busy")
    return void res
      .status(409)
      .json({ type: "conflict", code: "sale_in_progress", message: `Sale ${req.validatedBody.client_id} is being recorded: send it again in a moment` })
  if (outcome.kind === "refused") return void res.status(400).json({ type: "invalid_data", message: outcome.message, errors: outcome.errors })
  res.status(outcome.replayed ? 200 : 201).json({ sale: outcome.sale, replayed: outcome.replayed })
}

/** GET /admin/pos/sales?flagged=true&order_type=shop|wholesale|installment: the sales of the caller's shop (every shop for staff assigned to none), newest first. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminPosSales>) {
  const q = req.validatedQuery as unknown as GetAdminPosSalesSchemaType
  const ctx = await tillContext(req)
  const filters: Record<string, unknown> = { state: "recorded" }
  if (ctx) filters.location_id = ctx.location.id
  if (q.flagged !== undefined) filters.flagged = q.flagged
  if (q.client_id) filters.client_id = q.client_id
  if (q.order_type) filters.order_type = q.order_type
  const [rows, count] = await posService(req).listAndCountPosSales(filters, { select: ["receipt"], order: { made_at: "DESC" }, take: q.limit, skip: q.offset })
  res.json({ sales: rows.map((r) => r.receipt as unknown as PosSale), count })
}

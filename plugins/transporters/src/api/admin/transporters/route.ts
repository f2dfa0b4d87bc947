import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { createTransporterWorkflow } from "../../../workflows/create-transporter"
import type { GetAdminTransportersSchemaType, PostAdminCreateTransporterSchemaType } from "../../validators"
import { shippingOptionsOf, transporterDto, transporterService } from "../../helpers"

/** Transporters (name or code search), each with its shipping options. */
export async function GET(req: MedusaRequest<unknown, GetAdminTransportersSchemaType>, res: MedusaResponse) {
  const { q, limit, offset } = req.validatedQuery
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined
  const filters = like ? { $or: [{ name: { $ilike: like } }, { code: { $ilike: like } }] } : {}
  const [transporters, count] = await transporterService(req).listAndCountTransporters(filters, { ...req.listConfig, order: { name: "ASC" } })
  const options = await shippingOptionsOf(
    req,
    transporters.map((t) => t.id)
  )
  res.json({
    transporters: transporters.map((t) => ({ ...t, shipping_options: options.get(t.id) ?? [] })),
    count,
    limit,
    offset,
  })
}

/** Creates a transporter and its shipping options (one per supported delivery type). */
export async function POST(req: MedusaRequest<PostAdminCreateTransporterSchemaType>, res: MedusaResponse) {
  const { result } = await createTransporterWorkflow(req.scope).run({ input: req.validatedBody })
  res.status(201).json({ transporter: await transporterDto(req, result.id) })
}

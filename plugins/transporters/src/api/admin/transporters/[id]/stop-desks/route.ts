import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { GetAdminStopDesksSchemaType, PostAdminCreateStopDeskSchemaType } from "../../../../validators"
import { communeForBody, communeNames, findTransporter, STOP_DESK_FIELDS, transporterService } from "../../../../helpers"

/** A transporter's stop-desks, optionally of one wilaya, with commune names. */
export async function GET(req: MedusaRequest<unknown, GetAdminStopDesksSchemaType>, res: MedusaResponse) {
  const transporter = await findTransporter(req)
  const { wilaya_code, limit, offset } = req.validatedQuery
  const filters: Record<string, unknown> = { transporter_id: transporter.id }
  if (wilaya_code !== undefined) filters.wilaya_code = wilaya_code
  const [desks, count] = await transporterService(req).listAndCountStopDesks(filters, { ...req.listConfig, order: { wilaya_code: "ASC", name: "ASC" } })
  const names = await communeNames(
    req,
    desks.map((d) => d.commune_code)
  )
  res.json({ stop_desks: desks.map((d) => ({ ...d, commune: names.get(d.commune_code) ?? null })), count, limit, offset })
}

/** Adds a stop-desk; its wilaya (1–69) is taken from the commune. */
export async function POST(req: MedusaRequest<PostAdminCreateStopDeskSchemaType>, res: MedusaResponse) {
  const transporter = await findTransporter(req)
  const dest = await communeForBody(req, req.validatedBody.commune_code)
  const service = transporterService(req)
  const created = await service.createStopDesks({
    ...req.validatedBody,
    wilaya_code: dest.wilaya.code,
    transporter_id: transporter.id,
  })
  const [desk] = await service.listStopDesks({ id: created.id }, { select: STOP_DESK_FIELDS })
  res.status(201).json({ stop_desk: desk })
}

import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { PostAdminUpdateStopDeskSchemaType } from "../../../../../validators"
import { STOP_DESK_FIELDS, communeForBody, findTransporter, transporterService } from "../../../../../helpers"

async function findDesk(req: MedusaRequest) {
  const transporter = await findTransporter(req)
  const [desk] = await transporterService(req).listStopDesks({ id: req.params.desk_id, transporter_id: transporter.id }, { select: STOP_DESK_FIELDS })
  if (!desk) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Stop-desk ${req.params.desk_id} was not found`)
  return desk
}

export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ stop_desk: await findDesk(req) })
}

/** Updates a stop-desk (moving it to another commune moves its wilaya too). */
export async function POST(req: MedusaRequest<PostAdminUpdateStopDeskSchemaType>, res: MedusaResponse) {
  const desk = await findDesk(req)
  const update: PostAdminUpdateStopDeskSchemaType & { id: string; wilaya_code?: number } = { ...req.validatedBody, id: desk.id }
  if (req.validatedBody.commune_code !== undefined) {
    update.wilaya_code = (await communeForBody(req, req.validatedBody.commune_code)).wilaya.code
  }
  const service = transporterService(req)
  await service.updateStopDesks(update)
  const [updated] = await service.listStopDesks({ id: desk.id }, { select: STOP_DESK_FIELDS })
  res.json({ stop_desk: updated })
}

export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  const desk = await findDesk(req)
  await transporterService(req).deleteStopDesks(desk.id)
  res.json({ id: desk.id, object: "stop_desk", deleted: true })
}

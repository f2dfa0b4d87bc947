import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deleteTransporterWorkflow } from "../../../../workflows/delete-transporter"
import { updateTransporterWorkflow } from "../../../../workflows/update-transporter"
import type { PostAdminUpdateTransporterSchemaType } from "../../../validators"
import { findTransporter, transporterDto } from "../../../helpers"

export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const transporter = await findTransporter(req)
  res.json({ transporter: await transporterDto(req, transporter.id) })
}

/** Updates a transporter; its shipping options follow (rename, add or remove a delivery type, deactivate). */
export async function POST(req: MedusaRequest<PostAdminUpdateTransporterSchemaType>, res: MedusaResponse) {
  const transporter = await findTransporter(req)
  await updateTransporterWorkflow(req.scope).run({ input: { ...req.validatedBody, id: transporter.id } })
  res.json({ transporter: await transporterDto(req, transporter.id) })
}

/** Deletes a transporter with its shipping options, rates, overrides and stop-desks. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  const transporter = await findTransporter(req)
  await deleteTransporterWorkflow(req.scope).run({ input: { id: transporter.id } })
  res.json({ id: transporter.id, object: "transporter", deleted: true })
}

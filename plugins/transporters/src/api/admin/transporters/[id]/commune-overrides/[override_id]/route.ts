import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { PostAdminUpdateOverrideSchemaType } from "../../../../../validators"
import { OVERRIDE_FIELDS, findTransporter, transporterService } from "../../../../../helpers"

async function findOverride(req: MedusaRequest) {
  const transporter = await findTransporter(req)
  const [override] = await transporterService(req).listCommuneOverrides(
    { id: req.params.override_id, transporter_id: transporter.id },
    { select: OVERRIDE_FIELDS }
  )
  if (!override) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `Commune override ${req.params.override_id} was not found`)
  }
  return override
}

export async function POST(req: MedusaRequest<PostAdminUpdateOverrideSchemaType>, res: MedusaResponse) {
  const override = await findOverride(req)
  const served = req.validatedBody.served ?? override.served
  const price = req.validatedBody.price !== undefined ? req.validatedBody.price : override.price
  if (served && (price === null || price === undefined)) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "Invalid price: required when served is true")
  }
  const service = transporterService(req)
  await service.updateCommuneOverrides({ id: override.id, served, price: served ? price : null })
  const [updated] = await service.listCommuneOverrides({ id: override.id }, { select: OVERRIDE_FIELDS })
  res.json({ commune_override: updated })
}

export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  const override = await findOverride(req)
  await transporterService(req).deleteCommuneOverrides(override.id)
  res.json({ id: override.id, object: "commune_override", deleted: true })
}

import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { assignWarehouseStaffWorkflow } from "../../../../../workflows/assign-staff"
import { requireLocations } from "../../../../helpers"
import type { PostAdminWarehouseStaffSchemaType } from "../../../../validators"

/** Replaces the warehouse's staff with `user_ids` (the assignment form submits the whole selection). */
export async function POST(req: AuthenticatedMedusaRequest<PostAdminWarehouseStaffSchemaType>, res: MedusaResponse) {
  const { user_ids } = req.validatedBody
  await requireLocations(req, { id: req.params.id })
  const ids = [...new Set(user_ids)]
  const users = ids.length ? await req.scope.resolve(Modules.USER).listUsers({ id: ids }, { select: ["id"] }) : []
  ids.forEach((id, i) => {
    if (!users.some((u) => u.id === id)) throw new MedusaError(MedusaError.Types.NOT_FOUND, `user_ids.${i}: user ${id} not found`)
  })
  const { result } = await assignWarehouseStaffWorkflow(req.scope).run({ input: { location_id: req.params.id, user_ids: ids } })
  res.json({ status: "ok", added: result.add.length, removed: result.remove.length })
}

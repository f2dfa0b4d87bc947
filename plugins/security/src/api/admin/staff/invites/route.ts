import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { inviteStaffWorkflow } from "../../../../workflows/invite-staff"
import type { PostAdminStaffRoleBody } from "../validators"

/** An invite sent with its role (Medusa's invite e-mail and acceptance; the role from the first login). */
export const POST = async (req: AuthenticatedMedusaRequest<PostAdminStaffRoleBody>, res: MedusaResponse) => {
  const { result } = await inviteStaffWorkflow(req.scope).run({ input: req.validatedBody })
  res.json({ staff_invite: result })
}

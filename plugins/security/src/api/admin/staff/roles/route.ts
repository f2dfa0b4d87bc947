import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { setStaffRoleWorkflow } from "../../../../workflows/set-staff-role"
import type { PostAdminStaffRoleBody } from "../validators"

/** The owner gives a member of staff (or an invited address) a role; 400 when it would leave no owner. */
export const POST = async (req: AuthenticatedMedusaRequest<PostAdminStaffRoleBody>, res: MedusaResponse) => {
  const { result } = await setStaffRoleWorkflow(req.scope).run({ input: req.validatedBody })
  res.json({ staff_role: result })
}

import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ROLE_PERMISSIONS, type AdminMyPermissions } from "@shop/contracts/staff-roles"
import { staffRoleOf } from "../../../guards/roles"

/** The caller's role and permissions: the admin hides what the role cannot do. */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const role = await staffRoleOf(req)
  res.json({ role, permissions: [...ROLE_PERMISSIONS[role]] } satisfies AdminMyPermissions)
}

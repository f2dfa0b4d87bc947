import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import type { AdminStaffList, AdminStaffMember } from "@shop/contracts/staff-roles"
import { STAFF_ROLES_MODULE, type StaffRolesModuleService } from "../../../modules/staff-roles"

type User = { id: string; email: string; first_name: string | null; last_name: string | null }
type Invite = { email: string; accepted: boolean }
type UserModule = {
  listUsers(f: Record<string, unknown>, c: Record<string, unknown>): Promise<User[]>
  listInvites(f: Record<string, unknown>, c: Record<string, unknown>): Promise<Invite[]>
}

/** Every member of staff and every pending invite, with their role (no row: owner). */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const users = req.scope.resolve<UserModule>(Modules.USER)
  const [members, invites] = await Promise.all([
    users.listUsers({}, { select: ["id", "email", "first_name", "last_name"], order: { email: "ASC" }, take: null }),
    users.listInvites({ accepted: false }, { select: ["email", "accepted"], order: { email: "ASC" }, take: null }),
  ])
  const known = new Set(members.map((u) => u.email.toLowerCase()))
  const pending = invites.filter((i) => !known.has(i.email.toLowerCase()))
  const roles = await req.scope.resolve<StaffRolesModuleService>(STAFF_ROLES_MODULE).rolesOf([...members.map((u) => u.email), ...pending.map((i) => i.email)])
  const staff: AdminStaffMember[] = [
    ...members.map((u) => ({
      email: u.email,
      user_id: u.id,
      first_name: u.first_name,
      last_name: u.last_name,
      accepted: true,
      role: roles.get(u.email.toLowerCase())!,
    })),
    ...pending.map((i) => ({ email: i.email, user_id: null, first_name: null, last_name: null, accepted: false, role: roles.get(i.email.toLowerCase())! })),
  ]
  res.json({ staff } satisfies AdminStaffList)
}

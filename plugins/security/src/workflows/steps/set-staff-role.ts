import { MedusaError, Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import type { StaffRole } from "@shop/contracts/staff-roles"
import { STAFF_ROLES_MODULE, type StaffRoleRow, type StaffRolesModuleService } from "../../modules/staff-roles"

export type SetStaffRoleInput = { email: string; role: StaffRole }
type Previous = { email: string; row: StaffRoleRow | null; created: string | null }
type UserLister = { listUsers(f: Record<string, unknown>, c: { select: string[]; take: null }): Promise<Array<{ email: string }>> }

/**
 * Gives an address its role (a row per address; updating keeps the row). Refused when it would
 * leave the shop without an owner: someone must still be able to give roles. The previous role
 * comes back on compensation.
 */
export const setStaffRoleStep = createStep(
  "set-staff-role",
  async (input: SetStaffRoleInput, { container }) => {
    const email = input.email.toLowerCase()
    const roles = container.resolve<StaffRolesModuleService>(STAFF_ROLES_MODULE)
    if (input.role !== "owner") {
      const users = await container.resolve<UserLister>(Modules.USER).listUsers({}, { select: ["email"], take: null })
      const others = users.map((u) => u.email.toLowerCase()).filter((e) => e !== email)
      const roleOf = await roles.rolesOf(others)
      if (![...roleOf.values()].includes("owner"))
        throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `role: ${email} is the last owner; make another member of staff owner first`)
    }
    const [row] = (await roles.listStaffRoles({ email }, { take: 1 })) as StaffRoleRow[]
    if (row) {
      await roles.updateStaffRoles({ id: row.id, role: input.role })
      return new StepResponse({ email, role: input.role }, { email, row, created: null } as Previous)
    }
    const created = (await roles.createStaffRoles({ email, role: input.role })) as StaffRoleRow
    return new StepResponse({ email, role: input.role }, { email, row: null, created: created.id } as Previous)
  },
  async (prev, { container }) => {
    if (!prev) return
    const roles = container.resolve<StaffRolesModuleService>(STAFF_ROLES_MODULE)
    if (prev.row) await roles.updateStaffRoles({ id: prev.row.id, role: prev.row.role })
    if (prev.created) await roles.deleteStaffRoles([prev.created])
  }
)

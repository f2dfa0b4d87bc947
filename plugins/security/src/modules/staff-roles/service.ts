import { MedusaService } from "@medusajs/framework/utils"
import { DEFAULT_ROLE, type StaffRole as Role } from "@shop/contracts/staff-roles"
import { StaffRole } from "./models/staff-role"

export type StaffRoleRow = { id: string; email: string; role: Role }

/** Generated CRUD for staff roles, plus the role of an address (no row: the default role). */
class StaffRolesModuleService extends MedusaService({ StaffRole }) {
  async roleOf(email: string): Promise<Role> {
    const [row] = (await this.listStaffRoles({ email: email.toLowerCase() }, { take: 1 })) as StaffRoleRow[]
    return row?.role ?? DEFAULT_ROLE
  }

  /** The roles of these addresses (lower-cased keys), the default for those without a row. */
  async rolesOf(emails: string[]): Promise<Map<string, Role>> {
    const keys = emails.map((e) => e.toLowerCase())
    const rows = keys.length ? ((await this.listStaffRoles({ email: keys }, { take: null })) as StaffRoleRow[]) : []
    const byEmail = new Map(rows.map((r) => [r.email, r.role]))
    return new Map(keys.map((k) => [k, byEmail.get(k) ?? DEFAULT_ROLE]))
  }
}

export default StaffRolesModuleService

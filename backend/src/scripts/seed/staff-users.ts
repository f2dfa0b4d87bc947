import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createUserAccountWorkflow } from "@medusajs/medusa/core-flows"
import type { StaffRole } from "@shop/contracts/staff-roles"
import { setStaffRoleWorkflow } from "@shop/security/workflows"

/** One demo login per role other than owner (the demo admin is the owner); README "Staff roles". */
export const DEMO_STAFF: Array<{ role: Exclude<StaffRole, "owner">; email: string; password: string; first_name: string }> = [
  { role: "agent", email: "agent@dz-shop.local", password: "dzshop-agent", first_name: "Agent" },
  { role: "warehouse", email: "warehouse@dz-shop.local", password: "dzshop-warehouse", first_name: "Magasin" },
  { role: "accountant", email: "accountant@dz-shop.local", password: "dzshop-accountant", first_name: "Comptable" },
  { role: "cashier", email: "cashier@dz-shop.local", password: "dzshop-cashier", first_name: "Caissier" },
]

/** The demo staff accounts with their roles, created once (idempotent like the rest of the seed). */
export async function seedStaffUsers(container: MedusaContainer) {
  const users = container.resolve(Modules.USER)
  const auth = container.resolve(Modules.AUTH)
  let created = 0
  for (const s of DEMO_STAFF) {
    const [existing] = await users.listUsers({ email: s.email })
    if (existing) continue
    const { authIdentity, error } = await auth.register("emailpass", { body: { email: s.email, password: s.password } })
    if (error || !authIdentity) throw new Error(`staff user ${s.email}: ${error}`)
    await setStaffRoleWorkflow(container).run({ input: { email: s.email, role: s.role } })
    await createUserAccountWorkflow(container).run({
      input: { authIdentityId: authIdentity.id, userData: { email: s.email, first_name: s.first_name, last_name: "Démo" } },
    })
    created++
  }
  return created
}

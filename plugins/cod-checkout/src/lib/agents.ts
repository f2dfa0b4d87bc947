import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import type { AdminCodAgent } from "@shop/contracts/cod-admin"
import { can } from "@shop/contracts/staff-roles"
import { ORDER_LIFE_MODULE, type OrderLifeModuleService } from "@shop/order-life/workflows"
import { STAFF_ROLES_MODULE, type StaffRolesModuleService } from "@shop/security"

type UserRow = { id: string; email: string; first_name: string | null; last_name: string | null }
type UserReader = { listUsers(f: Record<string, unknown>, c?: Record<string, unknown>): Promise<UserRow[]> }

const users = (scope: MedusaContainer) => scope.resolve<UserReader>(Modules.USER)
const nameOf = (u: UserRow) => [u.first_name, u.last_name].filter(Boolean).join(" ").trim() || u.email

/** Display names of members of staff by user id (an account deleted since: absent). */
export async function staffNames(scope: MedusaContainer, ids: (string | null | undefined)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))]
  if (!wanted.length) return new Map()
  const rows = await users(scope).listUsers({ id: wanted }, { select: ["id", "email", "first_name", "last_name"], take: null })
  return new Map(rows.map((u) => [u.id, nameOf(u)]))
}

/** The user behind an id and whether their role confirms orders (an agent, or the owner taking calls); null when no such user. */
export async function confirmer(scope: MedusaContainer, userId: string): Promise<{ user: UserRow; confirms: boolean } | null> {
  const [user] = await users(scope).listUsers({ id: userId }, { select: ["id", "email", "first_name", "last_name"], take: 1 })
  if (!user) return null
  const role = await scope.resolve<StaffRolesModuleService>(STAFF_ROLES_MODULE).roleOf(user.email)
  return { user, confirms: can(role, "orders.confirm") }
}

/**
 * The confirmation agents (decision 0068): every member of staff with the agent role, and anyone
 * else who has been put on duty (an owner taking calls), with whether they are dealt new orders now
 * and their open queue. Sorted on duty first, then by name.
 */
export async function deskAgents(scope: MedusaContainer): Promise<AdminCodAgent[]> {
  const lives = scope.resolve<OrderLifeModuleService>(ORDER_LIFE_MODULE)
  const roles = scope.resolve<StaffRolesModuleService>(STAFF_ROLES_MODULE)
  const agentEmails = (await roles.listStaffRoles({ role: "agent" }, { take: null })).map((r) => r.email)
  const desks = await lives.listDeskAgents({}, { take: null })
  const byRole = agentEmails.length ? await users(scope).listUsers({ email: agentEmails }, { take: null }) : []
  const byDesk = desks.length ? await users(scope).listUsers({ id: desks.map((d) => d.user_id) }, { take: null }) : []
  const all = new Map([...byRole, ...byDesk].map((u) => [u.id, u]))
  const onDuty = new Map(desks.map((d) => [d.user_id, d.on_duty]))
  const open = await lives.openByAgent()
  return [...all.values()]
    .map((u) => ({ user_id: u.id, name: nameOf(u), email: u.email, on_duty: onDuty.get(u.id) ?? false, open: open.get(u.id) ?? 0 }))
    .sort((a, b) => Number(b.on_duty) - Number(a.on_duty) || a.name.localeCompare(b.name, "fr"))
}

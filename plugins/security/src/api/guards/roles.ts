import { validateAndTransformBody } from "@medusajs/framework/http"
import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { can, type NotAllowedAnswer, type StaffRole } from "@shop/contracts/staff-roles"
import { resolvePermission } from "../../lib/route-permissions"
import { PostAdminStaffRoleSchema } from "../admin/staff/validators"
import { STAFF_ROLES_MODULE, type StaffRolesModuleService } from "../../modules/staff-roles"

type UserReader = { listUsers(f: { id: string }, c: { select: string[]; take: number }): Promise<Array<{ email: string }>> }
type WithRole = MedusaRequest & { staff_role?: StaffRole }

/**
 * The caller's role, read from PostgreSQL on every request (a role change applies to the next
 * request on every server process). A secret API key acts as the owner: only the owner makes them.
 */
export async function staffRoleOf(req: MedusaRequest): Promise<StaffRole> {
  const cached = (req as WithRole).staff_role
  if (cached) return cached
  const auth = (req as AuthenticatedMedusaRequest).auth_context
  if (auth.actor_type === "api-key") return "owner"
  const [user] = await req.scope.resolve<UserReader>(Modules.USER).listUsers({ id: auth.actor_id }, { select: ["email"], take: 1 })
  // a session outliving its user (deleted account) has no role at all
  if (!user) throw new MedusaError(MedusaError.Types.UNAUTHORIZED, "Unauthorized")
  const role = await req.scope.resolve<StaffRolesModuleService>(STAFF_ROLES_MODULE).roleOf(user.email)
  ;(req as WithRole).staff_role = role
  return role
}

/** The path Express routed, without the query string. */
const pathOf = (req: MedusaRequest) => (req.originalUrl || req.url).split("?")[0]

/**
 * Every /admin request of a logged-in member of staff: the permission its route needs
 * (src/lib/route-permissions.ts) against the caller's role; 403 naming the permission otherwise.
 * Requests without an actor (the invite acceptance, login) are left to the route's own auth.
 */
async function staffRoleGuard(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const auth = (req as AuthenticatedMedusaRequest).auth_context
  if (!auth?.actor_id) return next()
  // Medusa's own invite screen sends no role, and a member without one would be an owner (DEFAULT_ROLE):
  // invites go through "Staff and roles" (POST /admin/staff/invites), which records the role first.
  if (req.method === "POST" && pathOf(req).replace(/\/+$/, "") === "/admin/invites") {
    const body: NotAllowedAnswer = {
      type: "not_allowed",
      permission: "users.manage",
      message: "Invite new members from Staff and roles (/app/staff), where their role is chosen: an invite without a role would make them an owner.",
    }
    return void res.status(403).json(body)
  }
  const need = resolvePermission(req.method, pathOf(req))
  if (need.rule?.self && need.params.id === auth.actor_id.toLowerCase()) return next()
  const role = await staffRoleOf(req)
  if (can(role, need.permission)) return next()
  const body: NotAllowedAnswer = {
    type: "not_allowed",
    permission: need.permission,
    message: `Your role (${role}) does not have the permission ${need.permission} this action needs.`,
  }
  res.status(403).json(body)
}

/** Routes and middlewares of this concern (see src/index.ts). */
export const rolesRoutes: MiddlewareRoute[] = [
  { matcher: "/admin/*", middlewares: [staffRoleGuard] },
  { matcher: "/admin/staff/roles", method: "POST", middlewares: [validateAndTransformBody(PostAdminStaffRoleSchema)] },
  { matcher: "/admin/staff/invites", method: "POST", middlewares: [validateAndTransformBody(PostAdminStaffRoleSchema)] },
]

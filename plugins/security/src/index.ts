/**
 * @shop/security: what every request passes before the shop's own routes (issue 17).
 * One file per concern under src/api/guards/, composed in src/api/middlewares.ts:
 * - client-ip.ts: the buyer's address (trusted proxies, the storefront's signed header)
 * - input.ts: control characters, array/object where a string is expected, the locale guard, time limits, lock conflicts
 * - roles.ts: staff roles and permissions on every admin route
 * - login.ts: login rate limit and lock-out
 * - headers.ts: security headers on the admin and API answers
 * - uploads.ts: images only, by content, size limits, inert files
 */

/** The route → permission map (roles guard, its unit test, the roles spec). */
export { CUSTOM_RULES, CORE_RULES, resolvePermission, type RouteRule } from "./lib/route-permissions"
export { clientIp, storefrontClient } from "./api/guards/client-ip"
export { takeAttempt, type ThrottleRule, type ThrottleVerdict } from "./lib/throttle"
export { replyTooManyAttempts } from "./lib/too-many"
/** The caller's role (decision 0049), and the roles module (who is a confirmation agent: decision 0068). */
export { staffRoleOf } from "./api/guards/roles"
export { STAFF_ROLES_MODULE, type StaffRolesModuleService } from "./modules/staff-roles"

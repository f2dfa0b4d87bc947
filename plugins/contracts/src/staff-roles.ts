/**
 * Staff roles (issue 17 item 5, decision 0049): the one definition of roles and permissions the
 * server enforces (@shop/security's roles guard) and the admin reads to hide what a role cannot do.
 */
export const STAFF_ROLES = ["owner", "agent", "warehouse", "accountant", "cashier"] as const
export type StaffRole = (typeof STAFF_ROLES)[number]
/** The role of an account nobody gave a role: the shop's first admin and accounts made before roles existed. */
export const DEFAULT_ROLE: StaffRole = "owner"

/**
 * Every permission a route can require. `staff.read` is what every role has (the dashboard's own
 * plumbing and reference data: catalogue, wilayas, transporters); `owner.only` names what no other
 * role may do (a write no rule maps, decision 0050).
 */
export const PERMISSIONS = [
  "staff.read",
  "orders.read",
  "orders.confirm",
  "orders.assign",
  "orders.edit",
  "orders.create",
  "orders.cancel",
  "orders.return",
  "orders.refund",
  "leads.manage",
  "customers.read",
  "customers.write",
  "stock.read",
  "stock.write",
  "parcels.hand_over",
  "payments.read",
  "payments.record",
  "reports.read",
  "prices.write",
  "catalog.write",
  "content.write",
  "reviews.moderate",
  "pos.sell",
  "users.manage",
  "settings.write",
  "owner.only",
] as const
export type Permission = (typeof PERMISSIONS)[number]

/**
 * What each role may do. The owner has everything; the confirmation agent works the order queue
 * (calls, confirmations, edits and cancellations before hand-over, leads, customers); the warehouse
 * keeps stock, expeditions, hand-over, labels and parcels; the accountant records courier payments
 * and reads reports, the dashboard and exports; the cashier sells at the shop's till (@shop/pos,
 * decision 0088) and reads customers and stock to do it.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  agent: [
    "staff.read",
    "orders.read",
    "orders.confirm",
    "orders.edit",
    "orders.create",
    "orders.cancel",
    "leads.manage",
    "customers.read",
    "customers.write",
    "stock.read",
  ],
  warehouse: ["staff.read", "orders.read", "stock.read", "stock.write", "parcels.hand_over"],
  accountant: ["staff.read", "orders.read", "customers.read", "payments.read", "payments.record", "reports.read"],
  cashier: ["staff.read", "pos.sell", "customers.read", "stock.read"],
}

export const can = (role: StaffRole, permission: Permission) => ROLE_PERMISSIONS[role].includes(permission)

/** GET /admin/me/permissions */
export type AdminMyPermissions = { role: StaffRole; permissions: Permission[] }

/** One member of staff (or a pending invite) with the role the owner gave them. */
export type AdminStaffMember = {
  email: string
  user_id: string | null
  first_name: string | null
  last_name: string | null
  /** false for an invite not accepted yet: the role applies from the first login. */
  accepted: boolean
  role: StaffRole
}
/** GET /admin/staff */
export type AdminStaffList = { staff: AdminStaffMember[] }

/** POST /admin/staff/roles (a member of staff or an invited address) and POST /admin/staff/invites. */
export type PostAdminStaffRole = { email: string; role: StaffRole }

/** The 403 of the roles guard. */
export type NotAllowedAnswer = { type: "not_allowed"; permission: Permission; message: string }

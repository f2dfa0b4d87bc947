import type { Permission } from "@shop/contracts/staff-roles"

/** GET (and HEAD), WRITE (POST, PUT, PATCH, DELETE), ANY, or one method. */
export type RuleMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "WRITE" | "ANY"

/**
 * One admin route (or family of routes) and the permission it needs. `path` is the route's own
 * pattern: `:name` is one segment, a trailing `*` any rest (none included). `self` lets a member of
 * staff call it on their own user id without the permission (their profile).
 */
export type RouteRule = { method: RuleMethod; path: string; permission: Permission; self?: boolean }

const rules = (path: string, byMethod: Partial<Record<RuleMethod, Permission>>): RouteRule[] =>
  Object.entries(byMethod).map(([method, permission]) => ({ method: method as RuleMethod, path, permission: permission! }))

/**
 * Every route our plugins serve under /admin, method by method (the unit test fails when a route
 * file exists without its line here). Read-only reference data every role needs is `staff.read`.
 */
export const CUSTOM_RULES: RouteRule[] = [
  // @shop/security: the caller's own permissions, the staff screen
  ...rules("/admin/me/permissions", { GET: "staff.read" }),
  ...rules("/admin/staff", { GET: "users.manage" }),
  ...rules("/admin/staff/roles", { POST: "users.manage" }),
  ...rules("/admin/staff/invites", { POST: "users.manage" }),
  // algeria-geo
  ...rules("/admin/wilayas", { GET: "staff.read" }),
  ...rules("/admin/wilayas/:code", { GET: "staff.read", POST: "settings.write" }),
  ...rules("/admin/wilayas/:code/communes", { GET: "staff.read" }),
  ...rules("/admin/communes/:id", { POST: "settings.write" }),
  // catalog
  ...rules("/admin/brands", { GET: "staff.read", POST: "catalog.write" }),
  ...rules("/admin/brands/:id", { GET: "staff.read", POST: "catalog.write", DELETE: "catalog.write" }),
  ...rules("/admin/brands/:id/lines", { GET: "staff.read", POST: "catalog.write" }),
  ...rules("/admin/brand-lines/:id", { GET: "staff.read", POST: "catalog.write", DELETE: "catalog.write" }),
  ...rules("/admin/catalog-discounts", { GET: "staff.read", POST: "prices.write" }),
  ...rules("/admin/catalog-discounts/:id", { GET: "staff.read", POST: "prices.write", DELETE: "prices.write" }),
  ...rules("/admin/feature-types", { GET: "staff.read", POST: "catalog.write" }),
  ...rules("/admin/feature-types/:id", { GET: "staff.read", POST: "catalog.write", DELETE: "catalog.write" }),
  ...rules("/admin/feature-types/:id/values", { GET: "staff.read", POST: "catalog.write" }),
  ...rules("/admin/feature-values/:id", { GET: "staff.read", POST: "catalog.write", DELETE: "catalog.write" }),
  ...rules("/admin/products/:id/catalog", { GET: "staff.read", POST: "catalog.write" }),
  ...rules("/admin/products/:id/pack", { GET: "staff.read", POST: "catalog.write", DELETE: "catalog.write" }),
  // cod-checkout: the confirmation queue, leads, customers, blocked phones
  // the queue is read by every role (the warehouse hands the confirmed orders over from it)
  ...rules("/admin/cod/confirmations", { GET: "orders.read" }),
  ...rules("/admin/cod/confirmations/:order_id", { POST: "orders.confirm" }),
  ...rules("/admin/cod/confirmations/:order_id/calls", { GET: "orders.read" }),
  // the call desk (decision 0068): who is on duty is every role's to read; going on or off duty is the
  // agent's own (`self`: their own user id) or the supervisor's; dealing orders out is the owner's
  ...rules("/admin/cod/agents", { GET: "orders.read" }),
  { method: "POST", path: "/admin/cod/agents/:id", permission: "orders.assign", self: true },
  ...rules("/admin/cod/assign", { POST: "orders.assign" }),
  // bulk actions (decision 0070): each the permission of the same action on one order
  ...rules("/admin/cod/bulk/confirm", { POST: "orders.confirm" }),
  ...rules("/admin/cod/bulk/delivery", { POST: "parcels.hand_over" }),
  // each agent's figures: the owner's (and the accountant's, who reads reports)
  ...rules("/admin/cod/agent-stats", { GET: "reports.read" }),
  // the orders file holds every buyer's name, phone and address: who reads reports, as Medusa's own export
  ...rules("/admin/cod/orders/export", { GET: "reports.read" }),
  // printed documents (decision 0069): what reads orders prints them, the agent's and the warehouse's
  // delivery notes and picking lists as the invoices (the same buyer and amounts as the order page)
  ...rules("/admin/cod/documents/delivery-notes", { GET: "orders.read" }),
  ...rules("/admin/cod/documents/picking-list", { GET: "orders.read" }),
  ...rules("/admin/cod/documents/invoices", { GET: "orders.read" }),
  ...rules("/admin/cod/leads", { GET: "leads.manage" }),
  ...rules("/admin/cod/leads/:id/order", { POST: "leads.manage" }),
  // a phone order from scratch (decision 0074): who may create orders
  ...rules("/admin/cod/phone-orders", { POST: "orders.create" }),
  ...rules("/admin/cod/customers", { GET: "customers.read" }),
  ...rules("/admin/cod/customers/:id", { GET: "customers.read" }),
  ...rules("/admin/cod/blocked-phones", { GET: "customers.read", POST: "customers.write" }),
  ...rules("/admin/cod/blocked-phones/:id", { DELETE: "customers.write" }),
  // listing: the product search of phone orders (catalogue and stock every role reads)
  ...rules("/admin/product-search", { GET: "staff.read" }),
  // content
  ...rules("/admin/blog/categories", { GET: "staff.read", POST: "content.write" }),
  ...rules("/admin/blog/categories/:id", { GET: "staff.read", POST: "content.write", DELETE: "content.write" }),
  ...rules("/admin/blog/posts", { GET: "staff.read", POST: "content.write" }),
  ...rules("/admin/blog/posts/:id", { GET: "staff.read", POST: "content.write", DELETE: "content.write" }),
  ...rules("/admin/cms-pages", { GET: "staff.read", POST: "content.write" }),
  ...rules("/admin/cms-pages/:id", { GET: "staff.read", POST: "content.write", DELETE: "content.write" }),
  ...rules("/admin/content/blocks", { GET: "staff.read", POST: "content.write" }),
  ...rules("/admin/content/blocks/reorder", { POST: "content.write" }),
  ...rules("/admin/content/blocks/:id", { GET: "staff.read", POST: "content.write", DELETE: "content.write" }),
  ...rules("/admin/content/lookups/:kind", { GET: "staff.read" }),
  ...rules("/admin/content/menus/:location", { GET: "staff.read", PUT: "content.write" }),
  ...rules("/admin/content/settings", { GET: "staff.read", POST: "settings.write" }),
  ...rules("/admin/content/theme", { GET: "staff.read", POST: "content.write" }),
  ...rules("/admin/content/uploads", { POST: "content.write" }),
  // couriers: accounts hold the couriers' API secrets (reading them included)
  ...rules("/admin/courier-accounts", { GET: "settings.write", POST: "settings.write" }),
  ...rules("/admin/courier-accounts/:id", { GET: "settings.write", POST: "settings.write", DELETE: "settings.write" }),
  ...rules("/admin/courier-accounts/:id/sync", { POST: "settings.write" }),
  ...rules("/admin/courier-accounts/:id/test-connection", { POST: "settings.write" }),
  ...rules("/admin/couriers/call-now", { GET: "orders.confirm" }),
  ...rules("/admin/couriers/hand-over", { POST: "parcels.hand_over" }),
  ...rules("/admin/couriers/labels", { GET: "parcels.hand_over" }),
  ...rules("/admin/orders/:id/parcels", { GET: "orders.read" }),
  // expeditions: warehouses, stock, internal expeditions
  ...rules("/admin/warehouses", { GET: "stock.read" }),
  ...rules("/admin/warehouses/:id/stock", { GET: "stock.read", POST: "stock.write" }),
  ...rules("/admin/warehouses/:id/movements", { GET: "stock.read" }),
  ...rules("/admin/warehouses/:id/available-products", { GET: "stock.read" }),
  ...rules("/admin/warehouses/:id/staff", { POST: "users.manage" }),
  ...rules("/admin/stock-allocations", { POST: "stock.write" }),
  ...rules("/admin/internal-expeditions", { GET: "stock.read", POST: "stock.write" }),
  ...rules("/admin/internal-expeditions/:id", { GET: "stock.read" }),
  ...rules("/admin/internal-expeditions/:id/items", { POST: "stock.write" }),
  ...rules("/admin/internal-expeditions/:id/items/:item_id", { POST: "stock.write", DELETE: "stock.write" }),
  ...rules("/admin/internal-expeditions/:id/items/:item_id/receive", { POST: "stock.write" }),
  ...rules("/admin/internal-expeditions/:id/:action", { POST: "stock.write" }),
  // order-life: the three axes of an order
  ...rules("/admin/orders/:id/life", { GET: "orders.read" }),
  ...rules("/admin/orders/:id/life/confirmation", { POST: "orders.confirm" }),
  ...rules("/admin/orders/:id/life/delivery", { POST: "parcels.hand_over" }),
  ...rules("/admin/orders/:id/life/exchange", { POST: "orders.return" }),
  ...rules("/admin/orders/:id/life/edit", { POST: "orders.edit" }),
  ...rules("/admin/orders/:id/life/merge", { POST: "orders.edit" }),
  ...rules("/admin/orders/:id/life/money", { POST: "orders.refund" }),
  // pos (decision 0087): an order's payment plan is set by who takes orders; its payments are recorded by
  // who records money (the accountant at the desk, the owner); the overdue list is read with the payments
  ...rules("/admin/orders/:id/payment-plan", { GET: "orders.read", POST: "orders.create" }),
  ...rules("/admin/orders/:id/payment-plan/lines/:seq/payments", { POST: "payments.record" }),
  ...rules("/admin/pos/installments/overdue", { GET: "payments.read" }),
  // the till (decision 0088): who sells at a shop; the owner assigns cashiers and sets the discount limit
  ...rules("/admin/pos/me", { GET: "pos.sell" }),
  ...rules("/admin/pos/catalogue", { GET: "pos.sell" }),
  ...rules("/admin/pos/customers", { GET: "pos.sell" }),
  ...rules("/admin/pos/sales", { GET: "pos.sell", POST: "pos.sell" }),
  ...rules("/admin/pos/sales/:id/receipt", { GET: "pos.sell" }),
  ...rules("/admin/pos/cashiers", { GET: "users.manage", POST: "users.manage" }),
  ...rules("/admin/pos/settings", { GET: "pos.sell", POST: "settings.write" }),
  // purchasing (decision 0089): suppliers and purchase orders with the stock; costs and wholesale prices with the prices
  ...rules("/admin/suppliers", { GET: "stock.read", POST: "stock.write" }),
  ...rules("/admin/suppliers/:id", { GET: "stock.read", POST: "stock.write", DELETE: "stock.write" }),
  ...rules("/admin/purchase-orders", { GET: "stock.read", POST: "stock.write" }),
  ...rules("/admin/purchase-orders/:id", { GET: "stock.read", POST: "stock.write" }),
  ...rules("/admin/purchase-orders/:id/send", { POST: "stock.write" }),
  ...rules("/admin/purchase-orders/:id/cancel", { POST: "stock.write" }),
  ...rules("/admin/purchase-orders/:id/close", { POST: "stock.write" }),
  ...rules("/admin/purchase-orders/:id/receive", { POST: "stock.write" }),
  ...rules("/admin/variants/:id/price-set", { GET: "stock.read", POST: "prices.write" }),
  ...rules("/admin/purchasing/low-stock", { GET: "stock.read" }),
  ...rules("/admin/purchasing/low-stock/orders", { POST: "stock.write" }),
  ...rules("/admin/margins", { GET: "reports.read" }),
  ...rules("/admin/ad-spend", { GET: "reports.read", POST: "payments.record" }),
  ...rules("/admin/ad-spend/:id", { DELETE: "payments.record" }),
  // attendance: every member of staff clocks themselves in and out; the monthly sheets are the owner's
  ...rules("/admin/attendance/clock-in", { POST: "staff.read" }),
  ...rules("/admin/attendance/clock-out", { POST: "staff.read" }),
  ...rules("/admin/attendance/me", { GET: "staff.read" }),
  ...rules("/admin/attendance/sheet", { GET: "users.manage" }),
  ...rules("/admin/stock-valuation", { GET: "reports.read" }),
  // reviews
  ...rules("/admin/reviews", { GET: "staff.read" }),
  ...rules("/admin/reviews/:id", { POST: "reviews.moderate", DELETE: "reviews.moderate" }),
  // transporter-payments: courier remittances and the dashboard
  ...rules("/admin/dashboard", { GET: "reports.read" }),
  ...rules("/admin/transporter-payments", { GET: "payments.read", POST: "payments.record" }),
  ...rules("/admin/transporter-payments/balances", { GET: "payments.read" }),
  ...rules("/admin/transporter-payments/unpaid-orders", { GET: "payments.read" }),
  ...rules("/admin/transporter-payments/statements/preview", { POST: "payments.record" }),
  // transporters: rates, stop desks, commune overrides (the quote is read by agents placing orders)
  ...rules("/admin/commune-quotes/:code", { GET: "staff.read" }),
  ...rules("/admin/transporters", { GET: "staff.read", POST: "settings.write" }),
  ...rules("/admin/transporters/:id", { GET: "staff.read", POST: "settings.write", DELETE: "settings.write" }),
  ...rules("/admin/transporters/:id/rates", { GET: "staff.read", PUT: "settings.write" }),
  ...rules("/admin/transporters/:id/rates/export", { GET: "staff.read" }),
  ...rules("/admin/transporters/:id/rates/import", { POST: "settings.write" }),
  ...rules("/admin/transporters/:id/stop-desks", { GET: "staff.read", POST: "settings.write" }),
  ...rules("/admin/transporters/:id/stop-desks/:desk_id", { GET: "staff.read", POST: "settings.write", DELETE: "settings.write" }),
  ...rules("/admin/transporters/:id/commune-overrides", { GET: "staff.read", POST: "settings.write" }),
  ...rules("/admin/transporters/:id/commune-overrides/:override_id", { POST: "settings.write", DELETE: "settings.write" }),
]

/**
 * Medusa's own admin routes that matter, first match wins. A GET no rule names is `staff.read`
 * (the dashboard's plumbing: stores, locales, views...); a write no rule names is `owner.only`
 * (decision 0050), so a route Medusa adds later is closed to every role but the owner.
 */
export const CORE_RULES: RouteRule[] = [
  // users, invites, keys: the owner's
  { method: "ANY", path: "/admin/users/me", permission: "staff.read" },
  { method: "POST", path: "/admin/users/:id", permission: "users.manage", self: true },
  { method: "WRITE", path: "/admin/users*", permission: "users.manage" },
  { method: "ANY", path: "/admin/invites*", permission: "users.manage" },
  { method: "ANY", path: "/admin/rbac*", permission: "users.manage" },
  { method: "ANY", path: "/admin/api-keys*", permission: "settings.write" },
  { method: "ANY", path: "/admin/workflows-executions*", permission: "settings.write" },
  // orders
  { method: "POST", path: "/admin/orders/export", permission: "reports.read" },
  { method: "POST", path: "/admin/orders/:id/cancel", permission: "orders.cancel" },
  { method: "POST", path: "/admin/orders/:id/archive", permission: "owner.only" },
  { method: "POST", path: "/admin/orders/:id/credit-lines*", permission: "orders.refund" },
  { method: "WRITE", path: "/admin/orders/:id/fulfillments*", permission: "parcels.hand_over" },
  { method: "WRITE", path: "/admin/orders*", permission: "orders.edit" },
  { method: "GET", path: "/admin/orders*", permission: "orders.read" },
  { method: "WRITE", path: "/admin/order-edits*", permission: "orders.edit" },
  { method: "WRITE", path: "/admin/order-changes*", permission: "orders.edit" },
  { method: "WRITE", path: "/admin/draft-orders*", permission: "orders.create" },
  { method: "GET", path: "/admin/draft-orders*", permission: "orders.read" },
  { method: "WRITE", path: "/admin/returns*", permission: "orders.return" },
  { method: "WRITE", path: "/admin/claims*", permission: "orders.return" },
  { method: "WRITE", path: "/admin/exchanges*", permission: "orders.return" },
  { method: "WRITE", path: "/admin/fulfillments*", permission: "parcels.hand_over" },
  // money
  { method: "POST", path: "/admin/payments/:id/capture", permission: "payments.record" },
  { method: "POST", path: "/admin/payments/:id/refund", permission: "orders.refund" },
  { method: "ANY", path: "/admin/payments*", permission: "payments.read" },
  { method: "POST", path: "/admin/payment-collections/:id/mark-as-paid", permission: "payments.record" },
  { method: "WRITE", path: "/admin/payment-collections*", permission: "orders.edit" },
  { method: "WRITE", path: "/admin/price-lists*", permission: "prices.write" },
  { method: "WRITE", path: "/admin/price-preferences*", permission: "prices.write" },
  { method: "WRITE", path: "/admin/promotions*", permission: "prices.write" },
  { method: "WRITE", path: "/admin/campaigns*", permission: "prices.write" },
  // catalogue: a variant write carries its prices
  { method: "POST", path: "/admin/products/export", permission: "reports.read" },
  { method: "WRITE", path: "/admin/products/:id/variants*", permission: "prices.write" },
  { method: "WRITE", path: "/admin/products*", permission: "catalog.write" },
  { method: "WRITE", path: "/admin/product-variants*", permission: "prices.write" },
  { method: "WRITE", path: "/admin/product-categories*", permission: "catalog.write" },
  { method: "WRITE", path: "/admin/collections*", permission: "catalog.write" },
  { method: "WRITE", path: "/admin/product-tags*", permission: "catalog.write" },
  { method: "WRITE", path: "/admin/product-types*", permission: "catalog.write" },
  { method: "WRITE", path: "/admin/uploads*", permission: "catalog.write" },
  // stock and customers
  { method: "WRITE", path: "/admin/inventory-items*", permission: "stock.write" },
  { method: "WRITE", path: "/admin/reservations*", permission: "stock.write" },
  { method: "GET", path: "/admin/customers*", permission: "customers.read" },
  { method: "WRITE", path: "/admin/customers*", permission: "customers.write" },
  { method: "GET", path: "/admin/customer-groups*", permission: "customers.read" },
  { method: "WRITE", path: "/admin/customer-groups*", permission: "customers.write" },
  // a member of staff's own table views
  { method: "WRITE", path: "/admin/views*", permission: "staff.read" },
  // shop settings: store, regions, taxes, shipping, warehouses, channels, languages
  ...[
    "/admin/stores*",
    "/admin/regions*",
    "/admin/tax-regions*",
    "/admin/tax-rates*",
    "/admin/shipping-options*",
    "/admin/shipping-profiles*",
    "/admin/shipping-option-types*",
    "/admin/fulfillment-sets*",
    "/admin/stock-locations*",
    "/admin/sales-channels*",
    "/admin/locales*",
    "/admin/translations*",
    "/admin/return-reasons*",
    "/admin/refund-reasons*",
    "/admin/index*",
  ].map((path): RouteRule => ({ method: "WRITE", path, permission: "settings.write" })),
]

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"])

const methodMatches = (rule: RuleMethod, method: string) =>
  rule === "ANY" || rule === method || (rule === "GET" && method === "HEAD") || (rule === "WRITE" && WRITES.has(method))

/** The path's own segments: lower case (Express matches routes case-insensitively), no empty ones. */
export const segmentsOf = (path: string) => path.toLowerCase().split("/").filter(Boolean)

/** The route parameters when `path` matches the rule's pattern, or null. */
function match(pattern: string, segments: string[]): Record<string, string> | null {
  const rest = pattern.endsWith("*")
  const parts = segmentsOf(rest ? pattern.slice(0, -1) : pattern)
  if (rest ? segments.length < parts.length : segments.length !== parts.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < parts.length; i++) {
    if (parts[i].startsWith(":")) params[parts[i].slice(1)] = segments[i]
    else if (parts[i] !== segments[i]) return null
  }
  return params
}

export type Resolved = { permission: Permission; rule: RouteRule | null; custom: boolean; params: Record<string, string> }

/**
 * The permission a request needs. A custom route wins over Medusa's (our /admin/orders/:id/life
 * before Medusa's /admin/orders*); then the first core rule; then the defaults.
 */
export function resolvePermission(method: string, path: string): Resolved {
  const m = method.toUpperCase()
  const segments = segmentsOf(path)
  for (const [list, custom] of [
    [CUSTOM_RULES, true],
    [CORE_RULES, false],
  ] as const) {
    for (const rule of list) {
      if (!methodMatches(rule.method, m)) continue
      const params = match(rule.path, segments)
      if (params) return { permission: rule.permission, rule, custom, params }
    }
  }
  const read = m === "GET" || m === "HEAD" || m === "OPTIONS"
  return { permission: read ? "staff.read" : "owner.only", rule: null, custom: false, params: {} }
}

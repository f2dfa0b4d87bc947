import { existsSync, readFileSync, readdirSync } from "fs"
import path from "path"
import { PERMISSIONS, ROLE_PERMISSIONS, STAFF_ROLES, can } from "@shop/contracts/staff-roles"
import { CUSTOM_RULES, resolvePermission } from "../lib/route-permissions"

const PLUGINS = path.resolve(__dirname, "../../..")
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"]

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? routeFiles(path.join(dir, e.name)) : e.name === "route.ts" ? [path.join(dir, e.name)] : []
  )
}

/** Every admin route file of every plugin, as `METHOD /admin/a/:id/b` (its exported handlers). */
function adminRoutes() {
  const out: Array<{ method: string; path: string; file: string }> = []
  for (const plugin of readdirSync(PLUGINS)) {
    const admin = path.join(PLUGINS, plugin, "src/api/admin")
    if (!existsSync(admin)) continue
    for (const file of routeFiles(admin)) {
      const route =
        "/admin/" +
        path
          .relative(admin, path.dirname(file))
          .split(path.sep)
          .map((s) => s.replace(/^\[(.+)\]$/, ":$1"))
          .join("/")
      const src = readFileSync(file, "utf8")
      const direct = [...src.matchAll(/export\s+(?:const|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1])
      const reexported = [...src.matchAll(/export\s*\{([^}]*)\}\s*from/g)].flatMap((m) =>
        m[1].split(",").map((s) =>
          s
            .trim()
            .split(/\s+as\s+/)
            .pop()!
        )
      )
      for (const method of new Set([...direct, ...reexported].filter((m) => METHODS.includes(m))))
        out.push({ method, path: route, file: path.relative(PLUGINS, file) })
    }
  }
  return out
}

describe("every custom admin route has its permission", () => {
  const routes = adminRoutes()

  it("finds the plugins' admin routes", () => {
    expect(routes.length).toBeGreaterThan(100)
  })

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))("%s has its own line in CUSTOM_RULES", (_, r) => {
    const need = resolvePermission(r.method, r.path)
    expect({ route: `${r.method} ${r.path}`, file: r.file, mapped: need.custom && need.rule?.path === r.path }).toEqual({
      route: `${r.method} ${r.path}`,
      file: r.file,
      mapped: true,
    })
  })

  it("has no line for a route that no longer exists", () => {
    const served = new Set(routes.map((r) => `${r.method} ${r.path}`))
    expect(CUSTOM_RULES.map((r) => `${r.method} ${r.path}`).filter((k) => !served.has(k))).toEqual([])
  })
})

describe("Medusa's own admin routes", () => {
  it.each([
    ["POST", "/admin/orders/order_1/cancel", "orders.cancel"],
    ["POST", "/admin/payments/pay_1/capture", "payments.record"],
    ["POST", "/admin/payments/pay_1/refund", "orders.refund"],
    ["POST", "/admin/price-lists", "prices.write"],
    ["POST", "/admin/price-lists/plist_1/prices/batch", "prices.write"],
    ["POST", "/admin/products/prod_1/variants/variant_1", "prices.write"],
    ["POST", "/admin/products/prod_1", "catalog.write"],
    ["POST", "/admin/order-edits/ordch_1/confirm", "orders.edit"],
    ["POST", "/admin/orders/order_1/fulfillments", "parcels.hand_over"],
    ["POST", "/admin/invites", "users.manage"],
    ["GET", "/admin/invites", "users.manage"],
    ["GET", "/admin/api-keys", "settings.write"],
    ["POST", "/admin/stores/store_1", "settings.write"],
    ["POST", "/admin/stock-locations", "settings.write"],
    ["POST", "/admin/inventory-items/iitem_1/location-levels", "stock.write"],
    ["GET", "/admin/customers", "customers.read"],
    ["GET", "/admin/orders", "orders.read"],
    // our own route under Medusa's /admin/orders wins over Medusa's rule
    ["POST", "/admin/orders/order_1/life/money", "orders.refund"],
    ["GET", "/admin/stores", "staff.read"],
    // a write nothing maps is the owner's; a read nothing maps is any member of staff's
    ["POST", "/admin/something-new", "owner.only"],
    ["DELETE", "/admin/something-new/1", "owner.only"],
    ["GET", "/admin/something-new", "staff.read"],
  ])("%s %s needs %s", (method, url, permission) => {
    expect(resolvePermission(method, url).permission).toBe(permission)
  })

  it("matches the way Express routes: any case, a trailing slash", () => {
    expect(resolvePermission("post", "/ADMIN/Orders/order_1/CANCEL/").permission).toBe("orders.cancel")
    expect(resolvePermission("GET", "/admin//api-keys").permission).toBe("settings.write")
  })

  it("lets a member of staff update their own profile only", () => {
    const own = resolvePermission("POST", "/admin/users/user_01ABC")
    expect(own).toMatchObject({ permission: "users.manage", params: { id: "user_01abc" } })
    expect(own.rule?.self).toBe(true)
    expect(resolvePermission("DELETE", "/admin/users/user_01ABC").rule?.self).toBeUndefined()
  })
})

describe("roles", () => {
  it("gives the owner every permission and no other role owner.only or users.manage", () => {
    expect([...ROLE_PERMISSIONS.owner].sort()).toEqual([...PERMISSIONS].sort())
    for (const role of STAFF_ROLES.filter((r) => r !== "owner")) {
      expect([role, can(role, "owner.only"), can(role, "users.manage"), can(role, "prices.write")]).toEqual([role, false, false, false])
      expect(can(role, "staff.read")).toBe(true)
    }
  })

  it("splits the work: agents confirm and cancel, the warehouse hands over, the accountant records payments, the cashier sells at the till", () => {
    const table = STAFF_ROLES.map((r) => [
      r,
      can(r, "orders.cancel"),
      can(r, "parcels.hand_over"),
      can(r, "payments.record"),
      can(r, "orders.refund"),
      can(r, "pos.sell"),
    ])
    expect(table).toEqual([
      ["owner", true, true, true, true, true],
      ["agent", true, false, false, false, false],
      ["warehouse", false, true, false, false, false],
      ["accountant", false, false, true, false, false],
      ["cashier", false, false, false, false, true],
    ])
    // the till's routes: who sells, and only the owner's side assigns cashiers and sets the discount limit
    expect(resolvePermission("POST", "/admin/pos/sales").permission).toBe("pos.sell")
    expect(resolvePermission("POST", "/admin/pos/cashiers").permission).toBe("users.manage")
    expect(resolvePermission("POST", "/admin/pos/settings").permission).toBe("settings.write")
  })
})

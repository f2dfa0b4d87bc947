import type { ExecArgs } from "@medusajs/framework/types"
import { writeFileSync, mkdirSync } from "fs"
import path from "path"
import { seedAdminUser } from "./seed/admin-user"
import { seedCatalog } from "./seed/catalog"
import { seedContent } from "./seed/content"
import { seedCourierSandboxes } from "./seed/couriers"
import { seedGeo } from "./seed/geo"
import { seedOrders } from "./seed/orders"
import { seedShop } from "./seed/shop"
import { seedStaffUsers } from "./seed/staff-users"
import { seedTransporters } from "./seed/transporters"
import { seedTill } from "./seed/till"
import { rebuildListing } from "./rebuild-listing"

export type SeedOptions = {
  /** The demo catalogue (66 products); test suites that build their own products leave it out. */
  catalog?: boolean
  /** The demo orders at every stage (needs the catalogue); suites that only read the catalogue leave them out. */
  orders?: boolean
}

/**
 * `medusa exec ./src/scripts/seed.ts`: idempotent demo seed. With SEED_OUTPUT set,
 * writes what the storefront and the start script need (publishable key, admin login).
 * `SEED_CATALOG=off`: the shop, its staff, the geography and the couriers without the demo catalogue,
 * content and orders (a merchant's own shop, and the backend specs' seeded template database).
 * `SEED_ORDERS=off`: everything but the demo orders (the backend specs' catalogue template database).
 */
export default async function seed({ container }: ExecArgs, options: SeedOptions = {}) {
  if (options.catalog === undefined && process.env.SEED_CATALOG === "off") options = { ...options, catalog: false }
  if (options.orders === undefined && process.env.SEED_ORDERS === "off") options = { ...options, orders: false }
  const shop = await seedShop(container)
  const admin = await seedAdminUser(container)
  // one demo login per staff role (issue 17 item 5): the admin above stays the owner
  const staff = await seedStaffUsers(container)
  const geo = await seedGeo(container)
  const delivery = await seedTransporters(container, shop.location.id)
  // each demo transporter linked to its courier platform's local sandbox (issue 16)
  const couriers = await seedCourierSandboxes(container)
  const catalog = options.catalog === false ? null : await seedCatalog(container, { channelId: shop.channel.id, locationId: shop.location.id })
  // demo content (home blocks, menus, blog, CMS page, settings) needs the catalogue's ids; before
  // the rebuild because it may put products in the demo collection
  const content = options.catalog === false ? null : await seedContent(container)
  // orders at every stage of their life, through the same workflows as the shop's (issue 15 item 9)
  const orders =
    options.catalog === false || options.orders === false ? null : await seedOrders(container, { channelId: shop.channel.id, locationId: shop.location.id })
  // the shop's counter: its stock location, the demo cashier assigned to it, units of the demo catalogue on its shelves
  const till = await seedTill(container, { stock: options.catalog !== false })
  // the listing read model is rebuilt after every seed (idempotent, a few seconds)
  const listed = await rebuildListing(container)
  const out = {
    publishable_key: shop.publishableKey,
    region_id: shop.region.id,
    sales_channel_id: shop.channel.id,
    admin_email: admin.email,
    admin_password: admin.password,
    inserted: { admin: admin.created, staff, ...geo, till_location: till.created },
    inserted_transporters: delivery.transporters,
    inserted_courier_accounts: couriers.courier_accounts,
    ...(catalog && { inserted_catalog: catalog }),
    ...(content && { inserted_content: content }),
    ...(orders && { inserted_orders: orders }),
    listed_products: listed,
  }
  if (process.env.SEED_OUTPUT) {
    mkdirSync(path.dirname(process.env.SEED_OUTPUT), { recursive: true })
    writeFileSync(process.env.SEED_OUTPUT, JSON.stringify(out, null, 2))
  }
}

import { defineConfig, loadEnv } from "@medusajs/framework/utils"
import path from "path"

loadEnv(process.env.NODE_ENV || "development", path.resolve(__dirname))

// Medusa 2.21 decides whether to load the Translation module's read-only links (store locales,
// product translations) when @medusajs/link-modules is first required, from this variable or
// the flags registered so far, which is before `featureFlags` below is read: without it
// GET /store/locales answers 500 (docs/decisions/0008-product-translations.md).
process.env.MEDUSA_FF_TRANSLATION ??= "true"

// Public uploads' folder, read by the file provider below and by @shop/security, which serves it.
const uploadDir = (process.env.UPLOAD_DIR ??= path.join(process.cwd(), "uploads"))
// Exports (files Medusa stores as private): outside `static/`, which Medusa serves to anyone (decision 0063)
const privateUploadDir = (process.env.PRIVATE_UPLOAD_DIR ??= path.join(process.cwd(), "private-uploads"))

const redisUrl = process.env.REDIS_URL
const workerMode = (process.env.MEDUSA_WORKER_MODE as "shared" | "worker" | "server") || "shared"
const dev = (process.env.NODE_ENV || "development") !== "production"
const origins = process.env.STORE_CORS || "http://localhost:3000,http://127.0.0.1:3000"
const adminOrigins = process.env.ADMIN_CORS || "http://localhost:9000,http://127.0.0.1:9000"

/**
 * Redis-backed infrastructure when REDIS_URL is set (several server and worker
 * processes then behave as one shop); Medusa's in-memory modules otherwise.
 */
const redisModules = redisUrl
  ? [
      { resolve: "@medusajs/medusa/event-bus-redis", options: { redisUrl } },
      { resolve: "@medusajs/medusa/workflow-engine-redis", options: { redis: { redisUrl } } },
      {
        resolve: "@medusajs/medusa/caching",
        options: {
          providers: [{ resolve: "@medusajs/caching-redis", id: "caching-redis", is_default: true, options: { redisUrl } }],
        },
      },
      {
        resolve: "@medusajs/medusa/locking",
        options: {
          providers: [{ resolve: "@medusajs/medusa/locking-redis", id: "locking-redis", is_default: true, options: { redisUrl } }],
        },
      },
    ]
  : []

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: process.env.DATABASE_URL,
    databaseDriverOptions: { connection: { ssl: false } },
    redisUrl,
    workerMode,
    // Medusa marks the admin session cookie Secure in production; a shop served over plain
    // http (npm start on localhost) would then never keep its admin logged in. Behind HTTPS
    // set COOKIE_SECURE=true.
    cookieOptions: { secure: process.env.COOKIE_SECURE === "true" },
    http: {
      storeCors: origins,
      adminCors: adminOrigins,
      authCors: `${origins},${adminOrigins}`,
      jwtSecret: process.env.JWT_SECRET || (dev ? "dev-jwt-secret" : (undefined as unknown as string)),
      cookieSecret: process.env.COOKIE_SECRET || (dev ? "dev-cookie-secret" : (undefined as unknown as string)),
    },
  },
  admin: {
    disable: process.env.MEDUSA_DISABLE_ADMIN === "true" || workerMode === "worker",
    backendUrl: process.env.MEDUSA_BACKEND_URL || "/",
  },
  // Translation module (product, variant, option value, category and tag texts per locale):
  // behind the `translation` flag on 2.21, and registered in `modules` as Medusa's docs ask.
  featureFlags: { translation: true, ...(redisUrl ? { caching: true } : {}) },
  plugins: [
    // First: the client's address, input guards, staff roles, login limits, security headers (issue 17)
    { resolve: "@shop/security", options: {} },
    { resolve: "@shop/algeria-geo", options: {} },
    { resolve: "@shop/transporters", options: {} },
    { resolve: "@shop/catalog", options: {} },
    // Listings with facets, read from the listing_product table (docs/decisions/0012-listing-read-path.md)
    { resolve: "@shop/listing", options: {} },
    // The order's life: confirmation, delivery and money axes with their history (docs/decisions/0035-order-life.md)
    { resolve: "@shop/order-life", options: {} },
    // Courier platforms behind one adapter, parcels, labels, tracking (docs/decisions/0040-couriers.md)
    { resolve: "@shop/couriers", options: {} },
    // Cooldown and daily cap: COD_COOLDOWN_SECONDS, COD_MAX_ORDERS_PER_PHONE_PER_DAY (docs/decisions/0007-cod-orders.md)
    { resolve: "@shop/cod-checkout", options: {} },
    { resolve: "@shop/reviews", options: {} },
    // Stock additions and allocations (audited), internal expeditions (docs/decisions/0013-stock-and-expeditions.md)
    { resolve: "@shop/expeditions", options: {} },
    // Order delivery status and courier remittances (docs/decisions/0013-stock-and-expeditions.md)
    { resolve: "@shop/transporter-payments", options: {} },
    // Suppliers, purchase orders, costs and wholesale prices, margins (docs/decisions/0089-purchasing.md)
    { resolve: "@shop/purchasing", options: {} },
    // The shops' tills and payment plans (docs/decisions/0087, 0088)
    { resolve: "@shop/pos", options: {} },
    // Content blocks, menus, blog, CMS pages, theme and shop settings (docs/decisions/0016-content-plugin.md)
    { resolve: "@shop/content", options: {} },
    { resolve: "@shop/admin-extensions", options: {} },
  ],
  modules: [
    ...redisModules,
    { resolve: "@medusajs/medusa/translation" },
    {
      // Medusa's default local file provider links uploads (transporter logos, product images)
      // to http://localhost:9000/static whatever port the app listens on; link them to this app.
      resolve: "@medusajs/medusa/file",
      options: {
        providers: [
          {
            resolve: "@medusajs/medusa/file-local",
            id: "local",
            // Files go to UPLOAD_DIR (not `static/`, which Medusa serves itself before any middleware):
            // @shop/security serves them under the same /static URLs, with their sniffed type,
            // nosniff and Content-Disposition (docs/decisions/0048-inert-uploads.md).
            options: {
              backend_url: process.env.FILE_BACKEND_URL || `http://localhost:${process.env.PORT || 9000}/static`,
              upload_dir: uploadDir,
              private_upload_dir: privateUploadDir,
            },
          },
        ],
      },
    },
    {
      resolve: "@medusajs/medusa/fulfillment",
      // The transporter provider prices shipping from the rate table and the communes:
      // these two module services are injected into the fulfillment module's container
      // (docs/decisions/0003-transporter-pricing.md).
      dependencies: ["transporter", "geo"],
      options: {
        providers: [
          { resolve: "@medusajs/medusa/fulfillment-manual", id: "manual" },
          { resolve: "@shop/transporters/providers/transporter-fulfillment", id: "dz" },
        ],
      },
    },
  ],
})

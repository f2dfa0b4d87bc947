import path from "node:path"
import { fileURLToPath } from "node:url"

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
export const DATA_DIR = path.join(ROOT, ".data")
export const BACKEND = path.join(ROOT, "backend")
export const STOREFRONT = path.join(ROOT, "storefront-remix")
export const MEDUSA_CLI = path.join(ROOT, "node_modules/@medusajs/cli/cli.js")
export const REMIX_CLI = path.join(ROOT, "node_modules/@remix-run/dev/dist/cli.js")
/** Plain TypeScript packages the plugins, the storefront and the admin import; built first, in this order. */
export const PACKAGES = ["plugins/shared", "plugins/contracts"].map((p) => path.join(ROOT, p))
/** Plugin packages, built in this order (admin-extensions last: it only holds UI). */
export const PLUGINS = [
  "plugins/security",
  "plugins/algeria-geo",
  "plugins/transporters",
  "plugins/listing",
  "plugins/catalog",
  "plugins/order-life",
  "plugins/couriers",
  "plugins/cod-checkout",
  "plugins/reviews",
  "plugins/expeditions",
  "plugins/transporter-payments",
  "plugins/purchasing",
  "plugins/pos",
  "plugins/content",
  "admin-extensions",
].map((p) => path.join(ROOT, p))

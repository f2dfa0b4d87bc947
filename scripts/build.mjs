#!/usr/bin/env node
// `npm run build`: plugins, admin bundle and storefront, each only when its sources changed.
import { buildAll } from "./lib/build.mjs"

const log = (m) => console.log(`[build] ${m}`)
await buildAll({ env: { ...process.env, MEDUSA_DISABLE_TELEMETRY: "true" }, log })
log("done")

#!/usr/bin/env node
// `npm run typecheck`: `tsc --noEmit` over every workspace, tests included. Only @shop/shared and
// @shop/contracts are built first (seconds, skipped when unchanged): the storefront and the admin
// read them through their declarations; the server side reads every plugin from its sources. When
// backend/.medusa/types exists, the backend is also checked as `medusa build` checks it (decision 0034).
import { buildPackages } from "./lib/build.mjs"
import { main, typecheckSteps } from "./lib/checks.mjs"

await buildPackages({ env: process.env, log: (m) => console.log(m) })
await main(typecheckSteps({ log: (m) => console.log(m) }))

#!/usr/bin/env node
// `npm run lint`: ESLint then `prettier --check` over every workspace. `-- --fix` applies ESLint's
// fixes; `-- --warnings` lists every warning instead of counting them.
import { lintSteps, main } from "./lib/checks.mjs"

await main(lintSteps({ fix: process.argv.includes("--fix"), warnings: process.argv.includes("--warnings") }))

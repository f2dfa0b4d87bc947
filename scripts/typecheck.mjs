#!/usr/bin/env node
// `npm run typecheck`: `tsc --noEmit` over every workspace, tests included, without a build first.
import { main, typecheckSteps } from "./lib/checks.mjs"

await main(typecheckSteps())

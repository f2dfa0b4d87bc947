const { MetadataStorage } = require("@medusajs/framework/mikro-orm/core")

MetadataStorage.clear()

// `npm test` migrates one template database before the specs run (scripts/test.mjs) and names it in
// DZ_ITEST_TEMPLATE. Medusa's test runner creates each spec's database with a plain CREATE DATABASE
// and then migrates it from scratch; here it is cloned from the template instead, so the runner's
// own migration step finds nothing left to do. The runner goes through this module's export for
// every call, so replacing the export is enough. Without the variable nothing changes.
const template = process.env.DZ_ITEST_TEMPLATE
// A second template, DZ_ITEST_SEEDED_TEMPLATE, also holds the seed nearly every spec writes first in its beforeAll
// (`runSeed(container, { catalog: false })`: shop, staff, geography, couriers); its own run then finds them written.
// The specs that check what a first seed writes start from the migrated template.
const FIRST_SEED_SPECS = ["seed.spec.ts"]
// A third, DZ_ITEST_CATALOG_TEMPLATE, also holds the demo catalogue and content (no orders), for the specs that read
// them: their own seed is then a second run, and no backlog of the seed's events re-indexes the listing under them.
const CATALOG_SPECS = require("./catalog-specs.json")
const among = (specs, testPath) => specs.some((f) => testPath.endsWith(`/${f}`))
const templateOf = (testPath = "") => {
  if (process.env.DZ_ITEST_CATALOG_TEMPLATE && among(CATALOG_SPECS, testPath)) return process.env.DZ_ITEST_CATALOG_TEMPLATE
  return process.env.DZ_ITEST_SEEDED_TEMPLATE && !among(FIRST_SEED_SPECS, testPath) ? process.env.DZ_ITEST_SEEDED_TEMPLATE : template
}
if (template) {
  const pgTemplate = require("@medusajs/test-utils/dist/medusa-test-runner-utils/postgres-template")
  const { Client } = require("@medusajs/framework/pg")
  const quote = (name) => `"${String(name).replace(/"/g, '""')}"`
  pgTemplate.createDatabase = async function createFromTemplate({ databaseName }, credentials = {}) {
    const client = new Client({
      host: process.env.DB_HOST ?? "localhost",
      user: process.env.DB_USERNAME ?? "postgres",
      password: process.env.DB_PASSWORD || undefined,
      port: Number(process.env.DB_PORT ?? 5432),
      database: "postgres",
      ...credentials,
    })
    await client.connect()
    try {
      await client.query(`DROP DATABASE IF EXISTS ${quote(databaseName)} WITH (FORCE)`)
      await client.query(`CREATE DATABASE ${quote(databaseName)} WITH TEMPLATE ${quote(templateOf(expect.getState().testPath))}`)
    } finally {
      await client.end()
    }
  }

  // The template is migrated by `medusa db:migrate` (scripts/test.mjs), so the runner's own pass over
  // every module's migrations finds nothing to do: 5 s of each spec's 14 s boot (measured 2026-11-28,
  // idle). Its link sync stays: it also registers the plugins' links for the app it boots.
  const useDb = require("@medusajs/test-utils/dist/medusa-test-runner-utils/use-db")
  useDb.migrateDatabase = async () => {}

  // The runner's link sync then loads the link modules (which registers them for the app it boots) and plans the
  // link tables' changes: on a clone of the template, synced by `medusa db:migrate`, every action is a no-op, and
  // planning them reads the schema of every link table (0.8 s of each spec's boot, measured 2026-11-29). The
  // modules are still loaded; the plan is left empty.
  const syncLinks = useDb.syncLinks
  useDb.syncLinks = (appLoader, ...rest) => {
    const planner = appLoader.getLinksExecutionPlanner.bind(appLoader)
    appLoader.getLinksExecutionPlanner = async () => Object.assign(await planner(), { createPlan: async () => [] })
    return syncLinks(appLoader, ...rest)
  }
}

// With two jest workers (scripts/test.mjs), each gets its own Redis database.
const redisUrls = (process.env.DZ_ITEST_REDIS_URLS || "").split(",").filter(Boolean)
if (redisUrls.length) process.env.REDIS_URL = redisUrls[(Number(process.env.JEST_WORKER_ID || 1) - 1) % redisUrls.length]

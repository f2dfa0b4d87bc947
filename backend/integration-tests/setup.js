const { MetadataStorage } = require("@medusajs/framework/mikro-orm/core")

MetadataStorage.clear()

// `npm test` migrates one template database before the specs run (scripts/test.mjs) and names it in
// DZ_ITEST_TEMPLATE. Medusa's test runner creates each spec's database with a plain CREATE DATABASE
// and then migrates it from scratch; here it is cloned from the template instead, so the runner's
// own migration step finds nothing left to do. The runner goes through this module's export for
// every call, so replacing the export is enough. Without the variable nothing changes.
const template = process.env.DZ_ITEST_TEMPLATE
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
      await client.query(`CREATE DATABASE ${quote(databaseName)} WITH TEMPLATE ${quote(template)}`)
    } finally {
      await client.end()
    }
  }

  // Medusa's runner gives every test of a spec file the database as it was after the file's beforeAll:
  // before each test after the first it drops the database and copies it again from its snapshot.
  // DROP DATABASE forces a checkpoint, so each restore cost 4-5 s on two loaded cores (1.5 s the copy,
  // 3.7 s the drop), ~150 times a run. Here the next copy is made beforehand, in the background, while
  // the test runs; a restore closes the connections and swaps names (ALTER DATABASE ... RENAME: no
  // checkpoint), and the old database is dropped in the background. Same state for every test.
  const original = {
    snapshot: pgTemplate.createPostgresDatabaseTemplate,
    restore: pgTemplate.restorePostgresDatabaseFromTemplate,
    dropTemplate: pgTemplate.dropPostgresDatabaseTemplate,
  }
  const admin = async (fn) => {
    const client = new Client({
      host: process.env.DB_HOST ?? "localhost",
      user: process.env.DB_USERNAME ?? "postgres",
      password: process.env.DB_PASSWORD || undefined,
      port: Number(process.env.DB_PORT ?? 5432),
      database: "postgres",
    })
    await client.connect()
    try {
      return await fn(client)
    } finally {
      await client.end()
    }
  }
  const spareOf = (db) => `${db}-spare`
  let background = Promise.resolve()
  let spareReady = null
  let trashN = 0
  const later = (job) => {
    background = background.then(job).catch((e) => console.warn(`[itest] background database work failed: ${e.message}`))
    return background
  }
  const dropWithRetry = (client, name) =>
    (async () => {
      for (let i = 0; ; i++) {
        try {
          await client.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [name])
          await client.query(`DROP DATABASE IF EXISTS ${quote(name)}`)
          return
        } catch (e) {
          if (i >= 10 || !/being accessed/.test(e.message)) throw e
          await new Promise((r) => setTimeout(r, 100 * (i + 1)))
        }
      }
    })()
  const prepareSpare = (databaseName, templateName) => {
    spareReady = later(() =>
      admin(async (c) => {
        await dropWithRetry(c, spareOf(databaseName))
        await c.query(`CREATE DATABASE ${quote(spareOf(databaseName))} WITH TEMPLATE ${quote(templateName)}`)
      })
    ).then(() => true)
  }
  pgTemplate.createPostgresDatabaseTemplate = async (opts) => {
    await background
    await original.snapshot(opts)
    prepareSpare(opts.databaseName, opts.templateName)
  }
  pgTemplate.restorePostgresDatabaseFromTemplate = async ({ databaseName, templateName }) => {
    const ready =
      spareReady &&
      (await spareReady) &&
      (await admin(async (c) => (await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [spareOf(databaseName)])).rowCount === 1))
    if (!ready) return original.restore({ databaseName, templateName })
    spareReady = null
    const trash = `${databaseName}-trash-${++trashN}`
    await admin(async (c) => {
      await c.query(`ALTER DATABASE ${quote(databaseName)} WITH ALLOW_CONNECTIONS false`)
      for (let i = 0; ; i++) {
        await c.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [databaseName])
        try {
          await c.query(`ALTER DATABASE ${quote(databaseName)} RENAME TO ${quote(trash)}`)
          break
        } catch (e) {
          if (i >= 20 || !/being accessed/.test(e.message)) throw e
          await new Promise((r) => setTimeout(r, 50 * (i + 1)))
        }
      }
      await c.query(`ALTER DATABASE ${quote(spareOf(databaseName))} RENAME TO ${quote(databaseName)}`)
      await c.query(`ALTER DATABASE ${quote(databaseName)} WITH ALLOW_CONNECTIONS true`)
    })
    later(() => admin((c) => dropWithRetry(c, trash)))
    prepareSpare(databaseName, templateName)
  }
  pgTemplate.dropPostgresDatabaseTemplate = async (templateName) => {
    await background
    const databaseName = templateName.replace(/-template$/, "")
    if (databaseName !== templateName) await admin((c) => dropWithRetry(c, spareOf(databaseName)))
    await original.dropTemplate(templateName)
  }

  // The template is migrated by `medusa db:migrate` (scripts/test.mjs), so the runner's own pass over
  // every module's migrations finds nothing to do: 5 s of each spec's 14 s boot (measured 2026-11-28,
  // idle). Its link sync stays: it also registers the plugins' links for the app it boots.
  require("@medusajs/test-utils/dist/medusa-test-runner-utils/use-db").migrateDatabase = async () => {}
}

// With two jest workers (scripts/test.mjs), each gets its own Redis database.
const redisUrls = (process.env.DZ_ITEST_REDIS_URLS || "").split(",").filter(Boolean)
if (redisUrls.length) process.env.REDIS_URL = redisUrls[(Number(process.env.JEST_WORKER_ID || 1) - 1) % redisUrls.length]

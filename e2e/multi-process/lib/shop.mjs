// The multi-process suite's own backend: two HTTP server processes (A and B) and one worker over Redis
// and one database (MEDUSA_WORKER_MODE server/worker), or one process without Redis; its clients
// (admin with a token, store with the publishable key) and the books read straight from PostgreSQL.
import { createWriteStream } from "node:fs"
import path from "node:path"
import pg from "pg"
import { stop, waitForHttp } from "../../../scripts/lib/proc.mjs"
import { serveBackend } from "../../../scripts/lib/stack.mjs"
import { createStockedProduct } from "../../lib/admin-api.mjs"

export const REDIS = !!process.env.REDIS_URL
const PORT = Number(process.env.SCALE_PORT || 9600)
const LOGS = process.env.SCALE_LOGS_DIR || "."
const KEY = process.env.MEDUSA_PUBLISHABLE_KEY ?? ""
/** A cooldown no order of a loaded machine outlasts, and a daily cap the suite reaches in three orders. */
export const COOLDOWN_SECONDS = 120
export const DAILY_CAP = 2

const ENV = {
  ...process.env,
  COD_COOLDOWN_SECONDS: String(COOLDOWN_SECONDS),
  COD_MAX_ORDERS_PER_PHONE_PER_DAY: String(DAILY_CAP),
}

/** name → { port, mode, child, log file } */
export const processes = REDIS
  ? { A: { port: PORT, mode: "server" }, worker: { port: PORT + 1, mode: "worker" }, B: { port: PORT + 2, mode: "server" } }
  : { A: { port: PORT, mode: undefined } }
export const url = (name) => `http://localhost:${processes[name].port}`
export const logFile = (name) => path.join(LOGS, `multi-process-${name}.log`)

/** Starts (or restarts) one process and waits for its /health. */
export async function startProcess(name) {
  const p = processes[name]
  p.log ??= createWriteStream(logFile(name), { flags: "a" })
  p.child = serveBackend({ env: ENV, port: p.port, mode: p.mode, log: p.log, name })
  await waitForHttp(`${url(name)}/health`, { child: p.child, timeoutMs: 180_000 })
}

export const startAll = () => Promise.all(Object.keys(processes).map(startProcess))

export async function stopAll() {
  await Promise.all(Object.values(processes).map((p) => stop(p.child)))
  await Promise.all(Object.values(processes).map((p) => p.log && new Promise((r) => p.log.end(r))))
}

/** SIGKILL by the process's own PID: no shutdown hook, no drain, as a crash or the OOM killer. */
export function kill(name) {
  const { child } = processes[name]
  const exited = new Promise((r) => child.once("exit", r))
  process.kill(child.pid, "SIGKILL")
  return exited
}

/** A store call with the publishable key; never throws on 4xx/5xx; a refused connection answers status 0. */
export async function store(name, route, { method = "GET", body, headers = {} } = {}) {
  try {
    const res = await fetch(`${url(name)}${route}`, {
      method,
      headers: { "x-publishable-api-key": KEY, "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(240_000),
    })
    return { status: res.status, body: await res.json().catch(() => ({})) }
  } catch (e) {
    return { status: 0, error: String(e.cause?.code ?? e.message) }
  }
}

let token
/** An admin call through `name` with a bearer token; throws on a status other than 2xx. */
export async function admin(name, route, { method = "GET", body } = {}) {
  if (!token) {
    const res = await fetch(`${url("A")}/auth/user/emailpass`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }),
    })
    if (!res.ok) throw new Error(`admin login: ${res.status} ${await res.text()}`)
    token = (await res.json()).token
  }
  const isForm = body instanceof FormData
  const res = await fetch(`${url(name)}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body && !isForm && { "content-type": "application/json" }) },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  })
  const json = await res.json().catch(() => ({}))
  if (!res.ok) throw new Error(`${method} ${route} on ${name}: ${res.status} ${JSON.stringify(json)}`)
  return json
}

/** A published product with one variant at `price` DA and `stock` units at the first location, made through `name`. */
export const stockedProduct = (name, spec) =>
  createStockedProduct({ get: (route) => admin(name, route), post: (route, body) => admin(name, route, { method: "POST", body }) }, spec)

/** Yalidine's home delivery to Alger Centre, as the store quotes it. */
export async function homeDelivery(name) {
  const { body } = await store(name, "/store/communes/1601/transporters")
  const offer = body.transporters?.flatMap((t) => t.delivery_types).find((d) => d.type === "home")
  if (!offer) throw new Error(`no home delivery to 1601: ${JSON.stringify(body)}`)
  return offer.shipping_option_id
}

const RUN = Date.now() % 1_000_000
let n = 0
/** A buyer no other order of this run shares: its own mobile number, client address and Idempotency-Key. */
export function buyer() {
  n += 1
  return {
    phone: `05${String(RUN * 100 + n)
      .padStart(8, "0")
      .slice(-8)}`,
    ip: `10.${60 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`,
    key: `mp-${RUN}-${n}`,
  }
}

/** POST /store/cod-orders through `name` for one unit of `variant_id`. */
export const order = (name, { variant_id, shipping_option_id }, who) =>
  store(name, "/store/cod-orders", {
    method: "POST",
    headers: { "idempotency-key": who.key, "x-forwarded-for": who.ip },
    body: {
      firstname: "Yacine",
      lastname: "Belkacem",
      phone: who.phone,
      address: "12 rue Didouche Mourad",
      wilaya: 16,
      commune: 1601,
      shipping_option_id,
      items: [{ variant_id, quantity: 1 }],
    },
  })

/** One query on `databaseUrl` (the shop's by default). */
export async function sql(text, params = [], databaseUrl = process.env.DATABASE_URL) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query(text, params)).rows
  } finally {
    await client.end()
  }
}

/**
 * The books of one inventory item: its level, its live reservations with the order each belongs to
 * (null when the line is no live order's), and the live orders of its variant with their key.
 */
export async function books({ inventory_item_id, variant_id }) {
  const [level] = await sql(
    "select stocked_quantity::int as stocked, reserved_quantity::int as reserved from inventory_level where inventory_item_id = $1 and deleted_at is null",
    [inventory_item_id]
  )
  const reservations = await sql(
    `select r.id, r.quantity::int as quantity, o.id as order_id
       from reservation_item r
       left join order_item oi on oi.item_id = r.line_item_id and oi.deleted_at is null
       left join "order" o on o.id = oi.order_id and o.deleted_at is null and o.status <> 'canceled'
      where r.inventory_item_id = $1 and r.deleted_at is null`,
    [inventory_item_id]
  )
  const orders = await sql(
    `select distinct o.id, o.metadata->>'idempotency_key' as key
       from "order" o join order_item oi on oi.order_id = o.id join order_line_item li on li.id = oi.item_id
      where li.variant_id = $1 and o.deleted_at is null and o.status <> 'canceled'`,
    [variant_id]
  )
  return { level, reservations, orders }
}

/** Polls `read` every `every` ms until `check` passes (it throws while not yet), up to `ms`. */
export async function eventually(read, check, ms = 20_000, every = 400) {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await read()
    try {
      check(value)
      return value
    } catch (e) {
      if (Date.now() > deadline) throw e
    }
    await new Promise((r) => setTimeout(r, every))
  }
}

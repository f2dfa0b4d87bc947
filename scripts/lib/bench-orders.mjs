// The order burst of `npm run bench` (issue 20 item 2, decision 0077): buyers at once on one product
// with stock, through our order form (`POST /store/cod-orders`, as the storefront's server sends it)
// and through Medusa's own store checkout (cart → line item → address → shipping method → payment
// collection + session → complete), with the same concurrency, for the ratio.
//
// Both return { orders, requests, rps, p50, p95, p99, errors, single_ms, single_runs, placed, reserved,
// reservations_match, oversold }:
// rps counts placed orders per second of the burst, p50/p95 the time one buyer waits for their order
// (the whole checkout for stock Medusa), single_ms the median of orders placed one at a time (no other
// load from this bench), placed every order of the run (warm-up and alone included), reserved the units
// Medusa reserved meanwhile (reservations_match: one per order, none left by a failed one), oversold the
// units reserved beyond the stock (always 0, or stock is wrong). Concurrent runs on the same variant
// (another bench on the same database) would blur `reserved`.
//
// Every buyer of the order form has their own phone and address, signed the way the storefront's
// server signs them (x-shop-client-ip + x-shop-signature over STOREFRONT_PROXY_SECRET, decision 0045),
// so the anti-abuse rules (per-phone daily cap, per-address cooldown) allow them as they would allow
// real buyers: nothing is turned off.
import http from "node:http"
import { createHmac, randomBytes } from "node:crypto"
import pg from "pg"

const ALGER = { wilaya: 16, commune: 1601 }
const STOCK = 1_000_000

/** The storefront's signed headers (plugins/shared/src/storefront-channel.ts `signStorefrontHeaders`). */
function signed(secret, ip, session = null) {
  const ts = Math.floor(Date.now() / 1000)
  const mac = createHmac("sha256", secret)
    .update(`v1\n${ts}\n${ip}\n${session ?? ""}`)
    .digest("hex")
  return { "x-shop-client-ip": ip, "x-shop-signature": `${ts}.${mac}`, ...(session && { "x-shop-session": session }) }
}

/** An answer's JSON, or null when it is not JSON (a proxy's error page): the status alone tells then. */
function parse(text) {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function client(backendUrl, publishableKey, connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections + 2 })
  const base = new URL(backendUrl)
  const call = (method, path, body, headers = {}) =>
    new Promise((resolve) => {
      const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body))
      const req = http.request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method,
          path,
          headers: { "x-publishable-api-key": publishableKey, ...(data && { "content-type": "application/json", "content-length": data.length }), ...headers },
        },
        (res) => {
          const chunks = []
          res.on("data", (c) => chunks.push(c))
          res.on("end", () => resolve({ status: res.statusCode, body: parse(Buffer.concat(chunks).toString("utf8")) }))
        }
      )
      req.on("error", (e) => resolve({ status: 0, body: { message: e.message } }))
      if (data) req.write(data)
      req.end()
    })
  return { call, close: () => agent.destroy() }
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
const median = (xs) =>
  pct(
    [...xs].sort((a, b) => a - b),
    50
  )

/**
 * A variant with managed stock for the burst: `variantId` when given, else the first published
 * variant of the seeded shop whose inventory is managed. Its stock at its location is raised to
 * STOCK units (the bench database only) so the burst never runs out; returns what the oversell
 * check reads.
 */
async function stockedVariant(databaseUrl, variantId) {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    const { rows } = await db.query(
      `select pv.id as variant_id, il.id as level_id, il.inventory_item_id, il.location_id
         from product_variant pv
         join product p on p.id = pv.product_id and p.status = 'published' and p.deleted_at is null
         join product_variant_inventory_item pvi on pvi.variant_id = pv.id and pvi.deleted_at is null
         join inventory_level il on il.inventory_item_id = pvi.inventory_item_id and il.deleted_at is null
        where pv.deleted_at is null and pv.manage_inventory and ($1::text is null or pv.id = $1)
        order by pv.created_at limit 1`,
      [variantId ?? null]
    )
    if (!rows[0]) throw new Error(`bench-orders: no published variant with managed stock${variantId ? ` (${variantId})` : ""}`)
    await db.query(
      `update inventory_level set stocked_quantity = $2::int, raw_stocked_quantity = jsonb_build_object('value', $2::text, 'precision', 20) where id = $1`,
      [rows[0].level_id, STOCK]
    )
    return rows[0]
  } finally {
    await db.end()
  }
}

async function reservedUnits(databaseUrl, level) {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    const { rows } = await db.query(`select stocked_quantity::numeric as stocked, reserved_quantity::numeric as reserved from inventory_level where id = $1`, [
      level.level_id,
    ])
    return { stocked: Number(rows[0].stocked), reserved: Number(rows[0].reserved) }
  } finally {
    await db.end()
  }
}

/** Closed loop: `buyers` clients each place orders back to back for `seconds`; then `singles` alone. */
async function burst({ buyers, seconds, singles = 5, warmup = 2, place }) {
  let placed = 0 // every order this run placed (warm-up, burst, alone): each reserves one unit
  const counted = async () => {
    const r = await place()
    if (r.ok) placed++
    return r
  }
  for (let i = 0; i < warmup; i++) await counted()
  const latencies = []
  const failures = {}
  let orders = 0
  const end = Date.now() + seconds * 1000
  const t0 = Date.now()
  await Promise.all(
    Array.from({ length: buyers }, async () => {
      while (Date.now() < end) {
        const t = process.hrtime.bigint()
        const r = await counted()
        latencies.push(Number(process.hrtime.bigint() - t) / 1e6)
        if (r.ok) orders++
        else failures[r.why] = (failures[r.why] ?? 0) + 1
      }
    })
  )
  const elapsed = (Date.now() - t0) / 1000
  const alone = []
  for (let i = 0; i < singles; i++) {
    const t = process.hrtime.bigint()
    const r = await counted()
    if (r.ok) alone.push(Number(process.hrtime.bigint() - t) / 1e6)
  }
  latencies.sort((a, b) => a - b)
  const errors = Object.values(failures).reduce((a, b) => a + b, 0)
  return {
    orders,
    requests: latencies.length,
    rps: orders / elapsed,
    p50: pct(latencies, 50),
    p95: pct(latencies, 95),
    p99: pct(latencies, 99),
    errors,
    ...(errors && { failures }),
    single_ms: median(alone),
    single_runs: alone.length,
    placed,
  }
}

async function shop(api) {
  const { body } = await api.call("GET", `/store/communes/${ALGER.commune}/transporters`)
  const home = (body?.transporters ?? []).flatMap((t) => t.delivery_types.filter((d) => d.type === "home").map((d) => d.shipping_option_id))
  if (!home[0]) throw new Error(`bench-orders: no home delivery quoted for commune ${ALGER.commune}: ${JSON.stringify(body).slice(0, 200)}`)
  return { shipping_option_id: home[0] }
}

/**
 * COD orders as the storefront's order action places them: the form, an Idempotency-Key, the buyer's
 * signed address. Each order is a new buyer (phone and address), so no anti-abuse limit is reached.
 */
export async function orderBurst({
  backendUrl,
  publishableKey,
  variantId,
  databaseUrl,
  env = process.env,
  buyers = 10,
  seconds = 10,
  singles = 5,
  log = () => {},
}) {
  const secret = env.STOREFRONT_PROXY_SECRET || process.env.STOREFRONT_PROXY_SECRET
  if (!secret) throw new Error("bench-orders: STOREFRONT_PROXY_SECRET is needed to sign the buyers' addresses as the storefront does")
  const level = await stockedVariant(databaseUrl, variantId)
  const api = client(backendUrl, publishableKey, buyers)
  const { shipping_option_id } = await shop(api)
  const before = await reservedUnits(databaseUrl, level)
  const run = randomBytes(3).readUIntBE(0, 3) // a new range of phones and addresses per run
  let n = 0
  const place = async () => {
    const i = (run + n++) % 16_000_000
    const phone = `055${String(i % 10_000_000).padStart(7, "0")}`
    const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`
    const key = `bench-${run}-${n}-${randomBytes(4).toString("hex")}`
    const r = await api.call(
      "POST",
      "/store/cod-orders",
      {
        firstname: "Bench",
        lastname: "Acheteur",
        phone,
        address: "12 rue Didouche Mourad",
        wilaya: ALGER.wilaya,
        commune: ALGER.commune,
        shipping_option_id,
        items: [{ variant_id: level.variant_id, quantity: 1 }],
      },
      { "idempotency-key": key, "x-medusa-locale": "fr-DZ", ...signed(secret, ip) }
    )
    return r.status === 201 ? { ok: true } : { ok: false, why: `${r.status} ${r.body?.code ?? r.body?.type ?? ""}`.trim() }
  }
  try {
    const res = await burst({ buyers, seconds, singles, place })
    const after = await reservedUnits(databaseUrl, level)
    res.reserved = after.reserved - before.reserved
    res.oversold = Math.max(0, after.reserved - after.stocked)
    // one unit reserved per order placed, none left behind by a refused or failed one
    res.reservations_match = res.reserved === res.placed
    if (res.failures) log(`order form failures: ${JSON.stringify(res.failures)}`)
    return res
  } finally {
    api.close()
  }
}

/**
 * Medusa's own store checkout of the same line on the same shop, step by step as a storefront built on
 * Medusa's store API does it; one buyer's time is the whole checkout.
 */
export async function stockCheckoutBurst({ backendUrl, publishableKey, variantId, databaseUrl, buyers = 10, seconds = 10, singles = 5, log = () => {} }) {
  const level = await stockedVariant(databaseUrl, variantId)
  const api = client(backendUrl, publishableKey, buyers)
  const { body: regions } = await api.call("GET", "/store/regions?limit=1")
  const region_id = regions?.regions?.[0]?.id
  if (!region_id) throw new Error("bench-orders: the shop has no region")
  const { shipping_option_id } = await shop(api)
  const before = await reservedUnits(databaseUrl, level)
  let n = 0
  const place = async () => {
    const i = n++
    const step = (what, r) => {
      if (r.status >= 300)
        throw Object.assign(new Error(what), {
          why: `${what} ${r.status} ${r.body?.type ?? ""} ${String(r.body?.message ?? "").slice(0, 120)}`.trim(),
          body: r.body,
        })
      return r.body
    }
    try {
      const { cart } = step(
        "cart",
        await api.call("POST", "/store/carts", {
          region_id,
          email: `bench-${i}@example.dz`,
          // the address as the order form's delivery check writes it (the transporters price by commune)
          shipping_address: {
            first_name: "Bench",
            last_name: "Acheteur",
            address_1: "12 rue Didouche Mourad",
            city: "Alger Centre",
            province: String(ALGER.wilaya),
            country_code: "dz",
            phone: "0550000000",
            metadata: { commune_code: ALGER.commune },
          },
        })
      )
      step("line item", await api.call("POST", `/store/carts/${cart.id}/line-items`, { variant_id: level.variant_id, quantity: 1 }))
      // the shipping options of the cart, as a Medusa storefront lists them; the same home delivery as the order form's
      const { shipping_options } = step("shipping options", await api.call("GET", `/store/shipping-options?cart_id=${cart.id}`))
      const option = shipping_options.find((o) => o.id === shipping_option_id)
      if (!option) throw Object.assign(new Error("no shipping option"), { why: "the home delivery is not among the cart's shipping options" })
      step("shipping method", await api.call("POST", `/store/carts/${cart.id}/shipping-methods`, { option_id: option.id }))
      const { payment_collection } = step("payment collection", await api.call("POST", "/store/payment-collections", { cart_id: cart.id }))
      step(
        "payment session",
        await api.call("POST", `/store/payment-collections/${payment_collection.id}/payment-sessions`, { provider_id: "pp_system_default" })
      )
      const done = step("complete", await api.call("POST", `/store/carts/${cart.id}/complete`))
      return done.type === "order" ? { ok: true } : { ok: false, why: `complete ${done.type} ${done.error?.message ?? ""}`.slice(0, 80) }
    } catch (e) {
      return { ok: false, why: e.why ?? e.message }
    }
  }
  try {
    const res = await burst({ buyers, seconds, singles, place })
    const after = await reservedUnits(databaseUrl, level)
    res.reserved = after.reserved - before.reserved
    res.oversold = Math.max(0, after.reserved - after.stocked)
    res.reservations_match = res.reserved === res.placed
    if (res.failures) log(`stock checkout failures: ${JSON.stringify(res.failures)}`)
    return res
  } finally {
    api.close()
  }
}

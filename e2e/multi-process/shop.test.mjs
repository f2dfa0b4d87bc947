// Several processes as one shop (issue 17, items 7 and 8): two HTTP servers (A, B) and one worker over
// Redis and one database. Orders spread over both servers never oversell; the cooldown and the daily
// cap hold across them; a catalogue change made through A is served fresh by B; subscribers and jobs
// run on the worker only; a server killed (SIGKILL) mid-burst loses no order and leaves no orphan
// reservation; a backup restores into another database with the same orders, stock and files.
// Without REDIS_URL only the backup round trip runs (on one process); the rest is skipped.
import assert from "node:assert/strict"
import { execFile } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { after, before, test } from "node:test"
import { promisify } from "node:util"
import { listFiles, UPLOADS_DIR } from "../../scripts/lib/backup.mjs"
import { ROOT } from "../../scripts/lib/paths.mjs"
import {
  admin,
  books,
  buyer,
  COOLDOWN_SECONDS,
  eventually,
  homeDelivery,
  kill,
  logFile,
  order,
  processes,
  REDIS,
  sql,
  startAll,
  startProcess,
  stockedProduct,
  stopAll,
  store,
} from "./lib/shop.mjs"

const multi = REDIS ? {} : { skip: "no REDIS_URL: one backend process, nothing shared to test (Redis modules off)" }
const RUN = Date.now() % 1_000_000
let shipping_option_id
/** The attempt the kill left pending that no client retries: the worker's job settles it. */
let leftForTheJob
/** The kill's product (its books are checked again once the job has settled that attempt). */
let killed

before(async () => {
  const t = Date.now()
  await startAll()
  console.log(`# stack up in ${((Date.now() - t) / 1000).toFixed(1)}s: ${Object.keys(processes).join(", ")}`)
  shipping_option_id = await homeDelivery("A")
})
after(stopAll)

test("a burst of 12 orders spread over both servers on the last 4 units gives exactly 4 orders, the others a clear 409", multi, async () => {
  const p = await stockedProduct("A", { title: `Derniers ${RUN}`, price: 2500, stock: 4 })
  const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => order(i % 2 ? "B" : "A", { variant_id: p.variant_id, shipping_option_id }, buyer())))
  const placed = answers.filter((a) => a.status === 201)
  const refused = answers.filter((a) => a.status !== 201)
  assert.equal(placed.length, 4, JSON.stringify(answers.map((a) => a.status || a.error)))
  for (const r of refused) {
    assert.equal(r.status, 409, JSON.stringify(r))
    assert.match(r.body.message, /\S/)
  }
  const b = await books(p)
  assert.deepEqual(b.level, { stocked: 4, reserved: 4 })
  assert.equal(b.reservations.length, 4)
  assert.ok(
    b.reservations.every((r) => r.order_id && r.quantity === 1),
    JSON.stringify(b.reservations)
  )
  assert.deepEqual(new Set(b.orders.map((o) => o.id)), new Set(placed.map((a) => a.body.order.id)))
})

test("the cooldown and the daily cap hold across servers", multi, async () => {
  const p = await stockedProduct("B", { title: `Plafond ${RUN}`, price: 1200, stock: 10 })
  const who = buyer()
  const line = { variant_id: p.variant_id, shipping_option_id }
  // the same phone from another address on the other server, at once: the cooldown
  assert.equal((await order("A", line, who)).status, 201)
  const cooled = await order("B", line, { ...buyer(), phone: who.phone })
  assert.equal(cooled.status, 429, JSON.stringify(cooled))
  assert.equal(cooled.body.code, "cooldown")
  // the cooldown over (this phone's orders moved back in time): the second order of the day on B, then the cap on A
  const later = () =>
    sql(`update cod_order_request set created_at = created_at - make_interval(secs => $2) where phone = $1`, [who.phone, COOLDOWN_SECONDS + 1])
  await later()
  assert.equal((await order("B", line, { ...buyer(), phone: who.phone })).status, 201)
  await later()
  const capped = await order("A", line, { ...buyer(), phone: who.phone })
  assert.equal(capped.status, 429, JSON.stringify(capped))
  assert.equal(capped.body.code, "daily_cap")
})

/** Every live order has its reservation (but `except`'s), none is without a live order, the level is their sum. */
function assertReservations(b, except) {
  assert.deepEqual(
    b.reservations.filter((r) => !r.order_id),
    [],
    "reservations without a live order"
  )
  const reserved = new Set(b.reservations.map((r) => r.order_id))
  assert.deepEqual(
    b.orders.filter((o) => o.key !== except && !reserved.has(o.id)),
    [],
    "live orders without their reservation"
  )
  assert.equal(
    b.level.reserved,
    b.reservations.reduce((n, r) => n + r.quantity, 0)
  )
}

/** The product as server `name` serves it: Medusa's store route (cached) and the listing read model (answer cache). */
async function servedBy(name, p, region_id) {
  const fields = "id,title,*variants,*variants.calculated_price,%2Bvariants.inventory_quantity"
  const { body } = await store(name, `/store/products?handle=${p.product.handle}&region_id=${region_id}&fields=${fields}`)
  const product = body.products?.[0]
  const listed = (await store(name, "/store/listings/new?limit=200")).body.products?.find((x) => x.handle === p.product.handle)
  return {
    title: product?.title,
    price: product?.variants?.[0]?.calculated_price?.calculated_amount,
    stock: product?.variants?.[0]?.inventory_quantity,
    listed: listed && { title: listed.title, price: listed.price?.amount },
  }
}

test("a catalogue change made through one server is served fresh by the other, and only the worker runs subscribers", multi, async () => {
  const region_id = (await store("B", "/store/regions")).body.regions.find((r) => r.currency_code === "dzd").id
  const p = await stockedProduct("A", { title: `Cafetière ${RUN}`, price: 3000, stock: 3 })
  const first = { title: `Cafetière ${RUN}`, price: 3000, stock: 3, listed: { title: `Cafetière ${RUN}`, price: 3000 } }
  // B serves it (twice: Medusa's cache and the listing's answer cache now hold it)
  await eventually(
    () => servedBy("B", p, region_id),
    (s) => assert.deepEqual(s, first)
  )
  assert.deepEqual(await servedBy("B", p, region_id), first)

  await admin("A", `/admin/products/${p.product.id}`, { method: "POST", body: { title: `Cafetière XL ${RUN}` } })
  await admin("A", `/admin/products/${p.product.id}/variants/${p.variant_id}`, { method: "POST", body: { prices: [{ currency_code: "dzd", amount: 3500 }] } })
  await admin("A", `/admin/inventory-items/${p.inventory_item_id}/location-levels/${p.location_id}`, { method: "POST", body: { stocked_quantity: 7 } })
  const changed = { title: `Cafetière XL ${RUN}`, price: 3500, stock: 7, listed: { title: `Cafetière XL ${RUN}`, price: 3500 } }
  await eventually(
    () => servedBy("B", p, region_id),
    (s) => assert.deepEqual(s, changed)
  )

  // The worker paused (SIGSTOP): the servers take the change but run no subscriber, so the listing
  // read model stays as it was; resumed, the worker handles the queued events and B serves them.
  process.kill(processes.worker.child.pid, "SIGSTOP")
  try {
    await admin("A", `/admin/products/${p.product.id}`, { method: "POST", body: { title: `Cafetière Pro ${RUN}` } })
    await new Promise((r) => setTimeout(r, 5000))
    assert.deepEqual((await servedBy("B", p, region_id)).listed, changed.listed)
  } finally {
    process.kill(processes.worker.child.pid, "SIGCONT")
  }
  await eventually(
    () => servedBy("B", p, region_id),
    (s) => assert.deepEqual(s.listed, { title: `Cafetière Pro ${RUN}`, price: 3500 })
  )
  const processing = (name) => readFileSync(logFile(name), "utf8").match(/Processing \S+ .*which has \d+ subscribers/g) ?? []
  assert.ok(processing("worker").length > 0, "the worker handled no event")
  assert.deepEqual([...processing("A"), ...processing("B")], [], "a server handled events")
})

test("a backup restores into another database with the same orders, stock and files (pg_dump and rows formats)", async () => {
  // a file uploaded through the admin, and orders placed, so there is something to compare
  const form = new FormData()
  // a picture: uploads are images only, by their bytes (decision 0048); 1×1 PNG
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64")
  form.append("files", new Blob([png], { type: "image/png" }), `backup-${RUN}.png`)
  const upload = (await admin("A", "/admin/uploads", { method: "POST", body: form })).files[0]
  const p = await stockedProduct("A", { title: `Sauvegarde ${RUN}`, price: 4200, stock: 9 })
  for (const server of REDIS ? ["A", "B"] : ["A", "A"])
    assert.equal((await order(server, { variant_id: p.variant_id, shipping_option_id }, buyer())).status, 201)

  const dir = mkdtempSync(path.join(os.tmpdir(), "dz-backup-test-"))
  const target = process.env.RESTORE_DATABASE_URL
  const node = (script, args) => promisify(execFile)(process.execPath, [path.join(ROOT, "scripts", script), ...args], { cwd: ROOT, env: process.env })
  const snapshot = async (databaseUrl) => ({
    orders: await sql(
      `select o.id, o.display_id, o.status, o.metadata, s.totals,
              (select json_agg(json_build_object('variant', li.variant_id, 'title', li.title, 'unit_price', li.unit_price, 'quantity', oi.quantity) order by li.id)
                 from order_item oi join order_line_item li on li.id = oi.item_id where oi.order_id = o.id) as items
         from "order" o left join order_summary s on s.order_id = o.id and s.deleted_at is null order by o.id, s.id`,
      [],
      databaseUrl
    ),
    stock: await sql(
      `select inventory_item_id, location_id, stocked_quantity, reserved_quantity from inventory_level where deleted_at is null order by id`,
      [],
      databaseUrl
    ),
    reservations: await sql(`select id, line_item_id, inventory_item_id, quantity from reservation_item where deleted_at is null order by id`, [], databaseUrl),
  })
  try {
    for (const format of ["pg_dump", "rows"]) {
      const archive = path.join(dir, `shop-${format}.tar`)
      const files = path.join(dir, `files-${format}`)
      const backup = await node("backup.mjs", ["--out", archive, ...(format === "rows" ? ["--rows"] : [])])
      console.log(`# ${backup.stdout.trim().split("\n").join(" | ")}`)
      const before = await snapshot(process.env.DATABASE_URL)
      // the first restore goes into an empty database; the second must replace it, so only with --force
      if (format === "rows") {
        const refused = await node("restore.mjs", [archive, "--database-url", target, "--files-dir", files]).catch((e) => e)
        assert.equal(refused.code, 1)
        assert.match(refused.stderr, /already holds \d+ tables.*--force/)
      }
      const restored = await node("restore.mjs", [archive, "--database-url", target, "--files-dir", files, ...(format === "rows" ? ["--force"] : [])])
      console.log(`# ${restored.stdout.trim().split("\n").join(" | ")}`)
      const after = await snapshot(target)
      assert.ok(
        after.orders.some((o) => o.metadata?.idempotency_key),
        "no COD order in the restored shop"
      )
      // nothing else writes orders or stock meanwhile (this test runs before the kill's recovery)
      assert.deepEqual(after, before)
      const restoredFiles = listFiles(files)
      assert.ok(restoredFiles.includes(path.basename(new URL(upload.url).pathname)), `${upload.url} not restored`)
      for (const f of restoredFiles) assert.ok(readFileSync(path.join(files, f)).equals(readFileSync(path.join(UPLOADS_DIR, f))), `${f} differs`)
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test(
  "a server killed (SIGKILL) mid-burst loses no order and leaves no orphan reservation; retries with the same key place no second order",
  multi,
  async () => {
    const p = await stockedProduct("B", { title: `Coupure ${RUN}`, price: 1900, stock: 40 })
    killed = p
    const line = { variant_id: p.variant_id, shipping_option_id }
    const buyers = Array.from({ length: 16 }, (_, i) => ({ ...buyer(), server: i % 2 ? "B" : "A" }))
    const pending = buyers.map((who) => order(who.server, line, who).then((answer) => ({ who, answer })))
    // kill A once orders of this burst are being written: one of A's is in the books while at least two
    // of its attempts are still pending (a workflow is mid-way; the lean path has no cart to watch)
    const keysOfA = buyers.filter((b) => b.server === "A").map((b) => b.key)
    await eventually(
      () =>
        sql(
          `select (select count(*)::int from cod_order_request where idempotency_key = any($1) and status = 'pending' and deleted_at is null) as pending,
                  (select count(*)::int from "order" where metadata->>'idempotency_key' = any($1)) as placed`,
          [keysOfA]
        ),
      ([{ pending, placed }]) => assert.ok(placed >= 1 && pending >= 2, `${placed} placed, ${pending} pending`),
      30_000,
      50
    )
    await kill("A")
    const outcomes = await Promise.all(pending)
    const lost = outcomes.filter((o) => o.answer.status === 0)
    console.log(`# killed A: ${lost.length} answers lost, ${outcomes.filter((o) => o.answer.status === 201).length} placed before or elsewhere`)
    assert.ok(lost.length > 0, "the kill hit no order in flight")
    for (const o of outcomes.filter((x) => x.answer.status !== 0)) assert.equal(o.answer.status, 201, JSON.stringify(o.answer))

    // one client whose attempt the kill left pending does not retry: the worker's job settles it (last
    // test; while A restarts it may settle others too: their retry then replays or places the order)
    const pendingKeys = (
      await sql(`select idempotency_key from cod_order_request where status = 'pending' and idempotency_key = any($1)`, [lost.map((o) => o.who.key)])
    ).map((r) => r.idempotency_key)
    console.log(`# ${pendingKeys.length} attempts left pending by the kill`)
    const left = lost.length > 1 ? lost.findIndex((o) => pendingKeys.includes(o.who.key)) : -1
    if (left >= 0) leftForTheJob = lost.splice(left, 1)[0].who

    // every other client that got no answer retries with its key, on A restarted or on B
    await startProcess("A")
    // as a client does: "still being placed" (the worker may be settling that attempt right then) and
    // "busy" (other orders of the product being placed that instant) are retried a little later
    const retried = async (server, who) => {
      for (let i = 0; ; i++) {
        const answer = await order(server, line, who)
        if (answer.status !== 409 || !["in_progress", "busy"].includes(answer.body?.code) || i === 20) return answer
        await new Promise((r) => setTimeout(r, 3000))
      }
    }
    const retries = await Promise.all(lost.map((o, i) => retried(i % 2 ? "B" : "A", o.who).then((answer) => ({ who: o.who, answer }))))
    for (const r of retries) assert.ok([200, 201].includes(r.answer.status), JSON.stringify(r.answer))
    const told = [...outcomes.filter((o) => o.answer.status === 201), ...retries]

    const b = await books(p)
    // every order a client was told of exists once, under its key; no other live order of the burst but the job's
    const live = new Map(b.orders.map((o) => [o.key, o.id]))
    assert.equal(live.size, b.orders.length, "two live orders share a key")
    for (const t of told) assert.equal(live.get(t.who.key), t.answer.body.order.id, `${t.who.key}: ${JSON.stringify(t.answer.body)}`)
    const extra = b.orders.filter((o) => !told.some((t) => t.who.key === o.key))
    assert.ok(
      extra.every((o) => o.key === leftForTheJob?.key),
      JSON.stringify(extra)
    )
    // every live order has its reservation (the attempt left for the job may not have them yet); no
    // reservation without a live order; the level agrees
    assertReservations(b, leftForTheJob?.key)
    const stuck = await sql(`select idempotency_key from cod_order_request where status = 'pending' and idempotency_key = any($1)`, [
      told.map((t) => t.who.key),
    ])
    assert.deepEqual(stuck, [])
  }
)

test("the attempt no client retried is settled by the worker's job, once, and no server runs jobs", multi, async () => {
  if (!leftForTheJob) return
  const settled = await eventually(
    () => sql(`select status from cod_order_request where idempotency_key = $1 and deleted_at is null`, [leftForTheJob.key]),
    (rows) => assert.ok(!rows.length || rows[0].status === "completed", JSON.stringify(rows)),
    150_000
  )
  const recovered = (name) =>
    readFileSync(logFile(name), "utf8")
      .split("\n")
      .filter((l) => l.includes("abandoned order attempt") && l.includes(leftForTheJob.key))
  // the job logs after it settled (and its log reaches the file a moment later)
  await eventually(
    () => recovered("worker"),
    (lines) => assert.equal(lines.length, 1, `the worker settled ${leftForTheJob.key} ${lines.length} times`),
    10_000
  )
  assert.deepEqual([...recovered("A"), ...recovered("B")], [])
  // its books: a finished attempt is a live order with its reservation; a cancelled one holds nothing
  const orders = await sql(`select id, status from "order" where metadata->>'idempotency_key' = $1 and deleted_at is null`, [leftForTheJob.key])
  assert.ok(orders.length <= 1)
  assertReservations(await books(killed))
  console.log(`# the job settled ${leftForTheJob.key}: ${settled.length ? "finished" : "released"}, orders ${JSON.stringify(orders)}`)
})

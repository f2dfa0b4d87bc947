import assert from "node:assert/strict"
import { test } from "node:test"
import { runGraph } from "../lib/build.mjs"
import { listingColdMix, prng, stockProductsMix } from "../lib/bench-mixes.mjs"
import { run } from "../lib/proc.mjs"

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** A task that records when it starts and ends, and how many run beside it. */
function recorder() {
  const events = []
  let running = 0
  let widest = 0
  const task = (name, deps = [], { ms = 20, fail = false, built = true } = {}) => ({
    name,
    deps,
    run: async () => {
      events.push(`start ${name}`)
      widest = Math.max(widest, ++running)
      await sleep(ms)
      running--
      events.push(`end ${name}`)
      if (fail) throw new Error(`${name} broke`)
      return built
    },
  })
  return { events, task, widest: () => widest }
}

test("runGraph starts a task only after every task it depends on has ended", async () => {
  const r = recorder()
  // shared ← contracts ← (geo, security) ← transporters ← order-life; the storefront needs nothing here
  const built = await runGraph(
    [
      r.task("order-life", ["transporters", "contracts"]),
      r.task("transporters", ["geo", "@shop/shared"]),
      r.task("geo", ["contracts"]),
      r.task("security", ["contracts"], { built: false }),
      r.task("contracts"),
      r.task("storefront"),
    ],
    2
  )
  const at = (e) => r.events.indexOf(e)
  assert.ok(at("end contracts") < at("start geo"))
  assert.ok(at("end contracts") < at("start security"))
  assert.ok(at("end geo") < at("start transporters"))
  assert.ok(at("end transporters") < at("start order-life"))
  assert.equal(r.events.filter((e) => e.startsWith("start")).length, 6, "each task runs once; a name outside the graph counts as built")
  assert.equal(built, 5, "the one found up to date is not counted")
})

test("runGraph keeps to its width and uses all of it", async () => {
  const r = recorder()
  await runGraph(
    Array.from({ length: 6 }, (_, i) => r.task(`p${i}`)),
    2
  )
  assert.equal(r.widest(), 2)
  const one = recorder()
  await runGraph([one.task("a"), one.task("b"), one.task("c")], 1)
  assert.equal(one.widest(), 1)
})

test("runGraph stops at the first failure and starts nothing after it", async () => {
  const r = recorder()
  await assert.rejects(runGraph([r.task("a", [], { fail: true, ms: 5 }), r.task("b", ["a"]), r.task("c", [], { ms: 30 })], 2), /a broke/)
  assert.ok(!r.events.includes("start b"), "a dependant of the failed task never starts")
  assert.ok(r.events.includes("end c"), "the task already running is let finish")
})

test("runGraph names tasks whose dependencies can never be built", async () => {
  const r = recorder()
  await assert.rejects(runGraph([r.task("a", ["b"]), r.task("b", ["a"])], 2), /a, b wait for packages that never build/)
})

test("run() hands each output line to onLine, colours and Medusa's JSON stripped", async () => {
  const lines = []
  const script = `console.log("\\x1b[32minfo\\x1b[39m: seed: 69 wilayas"); console.log(JSON.stringify({ level: "info", message: "Compiling frontend source..." })); process.stdout.write("tail without newline")`
  await run(process.execPath, ["-e", script], { onLine: (l) => lines.push(l) })
  assert.equal(lines[0], "info: seed: 69 wilayas")
  assert.equal(lines[1], "Compiling frontend source...")
  // the last line without its newline arrives when the process ends (unless its pipe is read after the exit)
  assert.ok(lines.length <= 3 && (lines[2] ?? "tail without newline") === "tail without newline")
})

test("the cold mix is distinct, repeatable from its seed, and asks only valid listing queries", () => {
  const a = listingColdMix(3000, { seed: 7 })
  assert.equal(a.length, 3000)
  assert.equal(new Set(a).size, 3000)
  assert.deepEqual(listingColdMix(3000, { seed: 7 }), a)
  assert.notDeepEqual(listingColdMix(50, { seed: 8 }), a.slice(0, 50))
  for (const p of a) {
    const u = new URL(p, "http://x")
    assert.match(u.pathname, /^\/store\/listings\/category\/rayon-[1-6](-[1-9])?$/)
    assert.ok(["12", "24", "50"].includes(u.searchParams.get("limit")))
    assert.ok(u.searchParams.getAll("brand").length <= 2 && u.searchParams.getAll("feature").length <= 2)
    for (const f of u.searchParams.getAll("feature")) assert.match(f, /^carac-[1-8]:valeur [1-6]$/)
    const [lo, hi] = ["price_min", "price_max"].map((k) => u.searchParams.get(k))
    if (lo && hi) assert.ok(Number(lo) <= Number(hi))
    assert.ok(!u.searchParams.get("page") || ["2", "3"].includes(u.searchParams.get("page")))
  }
  // every shape buyers use is in it
  assert.ok(a.some((p) => /rayon-\d\?/.test(p)) && a.some((p) => /rayon-\d-\d\?/.test(p)), "root and leaf categories")
  assert.ok(a.some((p) => p.includes("sort=price_asc")) && a.some((p) => p.includes("sort=price_desc")) && a.some((p) => !p.includes("sort=")))
  const stock = stockProductsMix(500, { seed: 7, regionId: "reg_1" })
  assert.equal(new Set(stock).size, 500)
  assert.ok(stock.every((p) => p.includes("region_id=reg_1") && /category_id%5B%5D=pcat_bench_\d(_\d)?/.test(p)))
})

test("prng gives numbers in [0, 1) that spread", () => {
  const r = prng(3)
  const xs = Array.from({ length: 10000 }, r)
  assert.ok(xs.every((x) => x >= 0 && x < 1))
  const mean = xs.reduce((a, b) => a + b) / xs.length
  assert.ok(Math.abs(mean - 0.5) < 0.02, `mean ${mean}`)
})

import { coalesced } from "../refresh"

/** A run that ends when the test says, counting how many started. */
function gate() {
  let started = 0
  const ends: (() => void)[] = []
  const fn = () => {
    started++
    const n = started
    return new Promise<number>((resolve) => ends.push(() => resolve(n)))
  }
  return { fn, started: () => started, end: (i: number) => ends[i]() }
}
const tick = () => new Promise((r) => setImmediate(r))

describe("coalesced (the listing's in-process drain of listing_dirty)", () => {
  it("runs once for a lone call", async () => {
    const g = gate()
    const run = coalesced(g.fn)
    const p = run()
    g.end(0)
    expect(await p).toBe(1)
    expect(g.started()).toBe(1)
  })

  it("answers every call made during a run with one next run, started after it", async () => {
    const g = gate()
    const run = coalesced(g.fn)
    const first = run()
    const burst = Array.from({ length: 1000 }, () => run())
    await tick()
    expect(g.started()).toBe(1)
    g.end(0)
    expect(await first).toBe(1)
    await tick()
    expect(g.started()).toBe(2)
    g.end(1)
    expect(new Set(await Promise.all(burst))).toEqual(new Set([2]))
  })

  it("starts afresh after a failed run, and a call after everything settled runs again", async () => {
    let n = 0
    const run = coalesced(async () => {
      n++
      if (n === 1) throw new Error("deadlock")
      return n
    })
    const failed = run()
    const next = run()
    await expect(failed).rejects.toThrow("deadlock")
    expect(await next).toBe(2)
    expect(await run()).toBe(3)
  })
})

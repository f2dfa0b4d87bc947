import { describe, expect, it } from "vitest"
import { COOLDOWN_SECONDS, readPurchaseTime, remainingSeconds } from "./cooldown"

describe("purchase cooldown (spec §4, §9)", () => {
  const t0 = 1_700_000_000_000
  it("lasts 100 seconds from the purchase, counted in whole seconds", () => {
    expect(COOLDOWN_SECONDS).toBe(100)
    expect(remainingSeconds(t0, t0)).toBe(100)
    expect(remainingSeconds(t0, t0 + 30_500)).toBe(70)
    expect(remainingSeconds(t0, t0 + 99_001)).toBe(1)
    expect(remainingSeconds(t0, t0 + 100_000)).toBe(0)
    expect(remainingSeconds(t0, t0 + 3_600_000)).toBe(0)
  })

  it("ignores no time, garbage and times in the future", () => {
    expect(remainingSeconds(null, t0)).toBe(0)
    expect(remainingSeconds(t0 + 5_000, t0)).toBe(0)
    expect(readPurchaseTime("1700000000000")).toBe(t0)
    expect(readPurchaseTime("soon")).toBeNull()
    expect(readPurchaseTime(null)).toBeNull()
  })
})

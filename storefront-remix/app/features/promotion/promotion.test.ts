import { describe, expect, it } from "vitest"
import { CACHE } from "~/lib/cache"
import { CAROUSELS } from "~/lib/carousel"
import { NBSP } from "~/lib/money"
import { promotionCacheControl, promotionValueLabel, rotatorStep } from "./promotion"

const shown = (s: string) => s.replaceAll(NBSP, " ").replaceAll("\u00a0", " ")

describe("promotion rotator", () => {
  it("moves every 3000 ms (spec §9)", () => {
    expect(CAROUSELS.promotions.autoplay).toBe(3000)
  })

  it("steps forward and back, wrapping at both ends", () => {
    expect(rotatorStep(0, 1, 3)).toBe(1)
    expect(rotatorStep(2, 1, 3)).toBe(0)
    expect(rotatorStep(0, -1, 3)).toBe(2)
    expect(rotatorStep(1, -4, 3)).toBe(0)
    expect(rotatorStep(5, 0, 3)).toBe(2)
    expect(rotatorStep(0, 1, 1)).toBe(0)
    expect(rotatorStep(3, 1, 0)).toBe(0)
  })
})

describe("promotion value badge", () => {
  it("shows a percentage as -20 % and an amount as shop money", () => {
    expect(shown(promotionValueLabel({ value_type: "percentage", value: 20 }, "fr"))).toBe("-20 %")
    expect(shown(promotionValueLabel({ value_type: "fixed", value: 1000 }, "fr"))).toBe("-1 000 DA")
    expect(shown(promotionValueLabel({ value_type: "fixed", value: 500.5 }, "en"))).toBe("-500,50 DA")
    expect(shown(promotionValueLabel({ value_type: "fixed", value: 500 }, "ar"))).toBe("-500 د.ج")
  })
})

describe("promotion page cache", () => {
  const now = Date.parse("2026-01-01T00:00:00Z")
  const at = (s: number) => new Date(now + s * 1000).toISOString()

  it("is the catalogue page policy while the end is far", () => {
    expect(promotionCacheControl(at(86400), now)).toBe("public, max-age=60, stale-while-revalidate=600")
  })

  it("is never kept nor served stale past the end", () => {
    expect(promotionCacheControl(at(300), now)).toBe("public, max-age=60, stale-while-revalidate=240")
    expect(promotionCacheControl(at(30), now)).toBe("public, max-age=30")
    expect(promotionCacheControl(at(0), now)).toBe(CACHE.private)
  })

  it("falls back to the catalogue policy without an end date", () => {
    expect(promotionCacheControl(null, now)).toBe(CACHE.publicPage)
  })
})

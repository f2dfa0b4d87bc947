import { secondsUntilChange } from "../content-cache"

describe("content cache", () => {
  it("lives until the first start or end still ahead, at any depth of the answer", () => {
    const soon = new Date(Date.now() + 90_000).toISOString()
    const later = new Date(Date.now() + 3_600_000).toISOString()
    const past = new Date(Date.now() - 60_000).toISOString()
    const blocks = [
      { type: "banner", ends_at: later, data: {} },
      { type: "discount_block", ends_at: null, data: { discounts: [{ ends_at: past }, { starts_at: soon, ends_at: later }] } },
    ]
    const s = secondsUntilChange(blocks)!
    expect(s).toBeGreaterThan(85)
    expect(s).toBeLessThanOrEqual(90)
    expect(secondsUntilChange([{ ends_at: past, data: { products: [] } }])).toBeUndefined()
    expect(secondsUntilChange({ items: [] })).toBeUndefined()
  })
})

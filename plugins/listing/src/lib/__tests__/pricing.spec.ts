import { discountPercent, effectivePrice, promotionBadge } from "../pricing"
import { GetStoreListingSchema, selection } from "../params"

const now = new Date("2026-11-23T12:00:00Z")
const day = (d: number) => new Date(now.getTime() + d * 86400000)

describe("effectivePrice", () => {
  it("takes the lowest running sale price and says when it changes next", () => {
    const r = effectivePrice(
      3000,
      [
        { amount: 2400, price_list_id: "a", starts_at: day(-1), ends_at: day(5) },
        { amount: "2000", price_list_id: "b", starts_at: day(-2), ends_at: day(2) },
        { amount: 1000, price_list_id: "future", starts_at: day(1), ends_at: day(3) },
        { amount: 900, price_list_id: "ended", starts_at: day(-5), ends_at: day(-1) },
      ],
      now
    )
    expect(r).toEqual({ base: 3000, price: 2000, priceListId: "b", activeLists: ["a", "b"], validUntil: day(1) })
  })
  it("keeps the base price without a running sale, and never raises it", () => {
    expect(effectivePrice(1500, [], now)).toMatchObject({ price: 1500, priceListId: null, activeLists: [], validUntil: null })
    expect(effectivePrice(1500, [{ amount: 1800, price_list_id: "x", starts_at: null, ends_at: null }], now)).toMatchObject({ price: 1500, priceListId: null })
  })
  it("rounds the promotion badge to whole percent", () => {
    expect(discountPercent(2400, 3000)).toBe(20)
    expect(discountPercent(3000, null)).toBeNull()
  })
})

describe("promotionBadge", () => {
  it("shows a fixed-amount discount as its amount, not as the percent it happens to make", () => {
    const weekDeal = { discount_id: "cdisc_1", value_type: "fixed" as const, value: 1000 }
    expect(promotionBadge(2800, 3800, weekDeal)).toEqual({ type: "promotion", value_type: "fixed", value: 1000, label: "-1000" })
    expect(promotionBadge(15000, 16000, weekDeal)).toMatchObject({ value_type: "fixed", value: 1000 })
  })
  it("shows a percentage discount as its own value", () => {
    expect(promotionBadge(3200, 4000, { discount_id: "cdisc_2", value_type: "percentage", value: 20 })).toEqual({
      type: "promotion",
      value_type: "percentage",
      value: 20,
      label: "-20%",
    })
  })
  it("falls back to the whole-percent drop for a plain sale price list, and shows nothing without a drop", () => {
    expect(promotionBadge(2220, 3000, null)).toEqual({ type: "promotion", value_type: "percentage", value: 26, label: "-26%" })
    expect(promotionBadge(3000, null, { discount_id: "cdisc_3", value_type: "fixed", value: 500 })).toBeNull()
    expect(promotionBadge(3000, 3000, null)).toBeNull()
  })
})

describe("listing query", () => {
  it("accepts repeated filters, lowercases them and groups type:value pairs by type", () => {
    const q = GetStoreListingSchema.parse({ brand: ["Condor", "iris"], feature: ["Couleur:Noir", "couleur:blanc", "Matiere:Cuir"], limit: "24" })
    expect(q).toMatchObject({ limit: 24, page: 1, sort: "default" })
    const s = selection(q)
    expect(s.brands).toEqual(["condor", "iris"])
    expect([...s.features]).toEqual([
      ["couleur", ["couleur:noir", "couleur:blanc"]],
      ["matiere", ["matiere:cuir"]],
    ])
  })
  it("refuses page sizes, sorts, pairs and price ranges the spec does not allow, naming the field", () => {
    const issue = (input: unknown) => GetStoreListingSchema.safeParse(input).error?.issues[0].path.join(".")
    expect(issue({ limit: "13" })).toBe("limit")
    expect(issue({ sort: "name" })).toBe("sort")
    expect(issue({ feature: "couleur" })).toBe("feature.0")
    expect(issue({ price_min: "500", price_max: "100" })).toBe("price_min")
    expect(issue({ page: "0" })).toBe("page")
  })
})

import { admit, mergeLines } from "../stock-hold"

describe("mergeLines", () => {
  it("counts a variant on two lines once, with both quantities, in a fixed order (the lock order)", () => {
    expect(
      mergeLines([
        { variant_id: "variant_b", quantity: 1 },
        { variant_id: "variant_a", quantity: 2 },
        { variant_id: "variant_b", quantity: 3 },
      ])
    ).toEqual([
      { variant_id: "variant_a", quantity: 2 },
      { variant_id: "variant_b", quantity: 4 },
    ])
  })
})

describe("admit", () => {
  const line = { variant_id: "variant_a", quantity: 2 }
  it("admits what the stock less the holds covers", () => {
    expect(admit(line, 5, 3)).toEqual({ kind: "held" })
    expect(admit(line, 2, 0)).toEqual({ kind: "held" })
  })
  it("says out of stock when the stock itself cannot cover the line", () => {
    expect(admit(line, 1, 0)).toEqual({ kind: "out_of_stock", variant_id: "variant_a" })
    expect(admit(line, 0, 5)).toEqual({ kind: "out_of_stock", variant_id: "variant_a" })
  })
  it("says busy (retry) when only orders in progress hold the last units", () => {
    expect(admit(line, 5, 4)).toEqual({ kind: "busy", variant_id: "variant_a", wait_seconds: 5 })
  })
  it("admits a variant whose stock is not managed", () => {
    expect(admit(line, undefined, 100)).toEqual({ kind: "held" })
  })
})

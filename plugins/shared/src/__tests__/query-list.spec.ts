import { queryList } from "../query-list"

describe("queryList", () => {
  it("reads a single value, commas, an array and qs's object past 20 values, in order", () => {
    expect(queryList(undefined)).toEqual([])
    expect(queryList("order_1")).toEqual(["order_1"])
    expect(queryList("a, b,,c")).toEqual(["a", "b", "c"])
    expect(queryList(["a", "b,c"])).toEqual(["a", "b", "c"])
    const many = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [String(24 - i), `o${24 - i}`]))
    expect(queryList(many)).toEqual(Array.from({ length: 25 }, (_, i) => `o${i}`))
  })
  it("keeps what is not a string for the schema to refuse", () => {
    expect(queryList({ a: "x" })).toEqual([{ a: "x" }])
    expect(queryList([1, "b"])).toEqual([1, "b"])
  })
})

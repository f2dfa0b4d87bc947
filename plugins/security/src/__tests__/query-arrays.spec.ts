import qs from "qs"
import { boundQueryArrays } from "../lib/query-arrays"

describe("boundQueryArrays", () => {
  // a copy of qs's exports: the test bounds its own, as the plugin bounds the module Medusa calls
  const module = { parse: qs.parse }
  beforeAll(() => boundQueryArrays(module))

  it("keeps a bracket index above the input limit an object key, even when the caller asks for no limit (Medusa's call)", () => {
    const parsed = module.parse("a[99999999]=x&b=1", { arrayLimit: Infinity })
    expect(Array.isArray(parsed.a)).toBe(false)
    expect(parsed).toEqual({ a: { 99999999: "x" }, b: "1" })
  })

  it("parses the lists the shop reads as before: repeated keys, brackets, indexes below the limit", () => {
    expect(module.parse("id[]=a&id[]=b", { arrayLimit: Infinity })).toEqual({ id: ["a", "b"] })
    expect(module.parse("id=a&id=b", { arrayLimit: Infinity })).toEqual({ id: ["a", "b"] })
    expect(module.parse("id[998]=z&id[0]=a", { arrayLimit: Infinity })).toEqual({ id: ["a", "z"] })
    expect(module.parse("fields=*variants&limit=12")).toEqual({ fields: "*variants", limit: "12" })
  })

  it("never raises a caller's smaller limit, and bounds only once", () => {
    expect(Array.isArray(module.parse("a[50]=x").a)).toBe(false)
    const bounded = module.parse
    boundQueryArrays(module)
    expect(module.parse).toBe(bounded)
  })
})

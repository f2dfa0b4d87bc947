import { INPUT_LIMITS, inputProblemBody, localeProblem, paginationProblem, pathProblem, queryIndexProblem, scanInput } from "../lib/input-scan"

describe("scanInput", () => {
  it("accepts clean forms, with tabs and line breaks in free text and Arabic", () => {
    expect(scanInput({ address: "12 rue Didouche\r\nAlger\tCentre", firstname: "محمد", items: [{ variant_id: "variant_1", quantity: 2 }] }, "")).toBeNull()
    expect(scanInput({ emoji: "👍🏽", n: 3, ok: true, none: null }, "")).toBeNull()
  })

  it("refuses NUL, other C0 and C1 controls and DEL, naming the field", () => {
    expect(scanInput({ address: "rue\u0000" }, "")).toMatchObject({ field: "address", code: "control_character", message: expect.stringContaining("U+0000") })
    expect(scanInput({ items: [{ variant_id: "v\u001b" }] }, "")).toMatchObject({ field: "items[0].variant_id", code: "control_character" })
    expect(scanInput({ text: "x\u0085" }, "")).toMatchObject({ field: "text", message: expect.stringContaining("U+0085") })
    expect(scanInput({ text: "x\u007f" }, "")).toMatchObject({ field: "text" })
    expect(scanInput("\u0007", "")).toMatchObject({ field: "body" })
  })

  it("refuses lone surrogates (jsonb refuses their escapes) but not pairs", () => {
    expect(scanInput({ name: "a\ud800b" }, "")).toMatchObject({ field: "name", code: "control_character" })
    expect(scanInput({ name: "a\udc00" }, "")).toMatchObject({ field: "name" })
    expect(scanInput({ name: "\ud83d\ude00" }, "")).toBeNull()
  })

  it("refuses control characters in keys and prototype keys", () => {
    expect(scanInput({ metadata: { "a\u0000": 1 } }, "")).toMatchObject({ field: "metadata", code: "control_character" })
    expect(scanInput(JSON.parse('{"a":{"__proto__":{"x":1}}}'), "")).toMatchObject({ field: "a.__proto__", code: "prototype_key" })
    expect(scanInput({ constructor: 1 }, "")).toMatchObject({ field: "constructor", code: "prototype_key" })
  })

  it("refuses deep nesting and huge arrays without walking them", () => {
    let deep: unknown = "x"
    for (let i = 0; i < INPUT_LIMITS.depth + 2; i++) deep = { a: deep }
    expect(scanInput(deep, "")).toMatchObject({ code: "too_deep" })
    const sparse: unknown[] = []
    sparse[4_000_000_000 - 1] = "x"
    const started = Date.now()
    expect(scanInput({ ids: sparse }, "")).toMatchObject({ field: "ids", code: "too_many_items" })
    expect(Date.now() - started).toBeLessThan(1000)
    expect(scanInput(Object.fromEntries(Array.from({ length: INPUT_LIMITS.keys + 1 }, (_, i) => [`k${i}`, 1])), "")).toMatchObject({ code: "too_many_items" })
  })
})

describe("localeProblem", () => {
  it("accepts one language tag or nothing", () => {
    for (const ok of [undefined, "", "fr", "ar", "en-US", "fr_DZ", "zh-Hans-CN"]) expect(localeProblem(ok, undefined)).toBeNull()
    expect(localeProblem(undefined, "ar-DZ")).toBeNull()
  })
  it("refuses arrays, objects and anything else, naming the field", () => {
    expect(localeProblem(["fr"], undefined)).toMatchObject({ field: "locale", code: "invalid_locale" })
    expect(localeProblem({ a: "fr" }, undefined)).toMatchObject({ field: "locale" })
    expect(localeProblem("fr'; drop", undefined)).toMatchObject({ field: "locale" })
    expect(localeProblem(undefined, "fr, en")).toMatchObject({ field: "x-medusa-locale" })
  })
})

describe("pathProblem", () => {
  it("decodes each segment", () => {
    expect(pathProblem("/store/products/prod_1/reviews?x=%00")).toBeNull()
    expect(pathProblem("/store/products/%D8%AD%D8%B0%D8%A7%D8%A1")).toBeNull()
    expect(pathProblem("/store/products/a%00b/reviews")).toMatchObject({ field: "path", code: "control_character" })
    expect(pathProblem("/store/products/%E0%A4%A")).toMatchObject({ field: "path" })
  })
})

describe("inputProblemBody", () => {
  it("is the shop's field-error shape with the field and code on top", () => {
    expect(inputProblemBody({ field: "address", code: "control_character", message: "address contains a control character (U+0000)" })).toEqual({
      type: "invalid_data",
      code: "control_character",
      field: "address",
      message: "Invalid address: address contains a control character (U+0000)",
      errors: [{ field: "address", code: "control_character", message: "address contains a control character (U+0000)" }],
    })
  })
})

describe("paginationProblem", () => {
  it("accepts whole numbers from 0 and nothing", () => {
    for (const q of [{}, { limit: "20" }, { limit: "0", offset: "40" }, { offset: "" }]) expect(paginationProblem(q)).toBeNull()
  })
  it("refuses negative, fractional, huge, listed or object bounds, naming the field", () => {
    expect(paginationProblem({ limit: "-1" })).toMatchObject({ field: "limit", code: "invalid_page" })
    expect(paginationProblem({ limit: "1e400" })?.field).toBe("limit")
    expect(paginationProblem({ offset: "2.5" })?.field).toBe("offset")
    expect(paginationProblem({ offset: "99999999" })?.field).toBe("offset")
    expect(paginationProblem({ limit: ["1", "2"] })?.field).toBe("limit")
    expect(paginationProblem({ limit: { a: "1" } })?.field).toBe("limit")
  })
})

describe("queryIndexProblem", () => {
  it("refuses a bracket index past the item limit, plain or percent-encoded, naming the field", () => {
    expect(queryIndexProblem("/store/product-categories?id[99999999]=x")).toMatchObject({ field: "id", code: "too_many_items" })
    expect(queryIndexProblem("/store/products?category_id%5B1000%5D=x")).toMatchObject({ field: "category_id" })
    expect(queryIndexProblem("/store/x?a=1&b[c][5000]=y")?.code).toBe("too_many_items")
  })
  it("lets ordinary lists and small indexes through", () => {
    for (const url of ["/store/products?category_id[]=a&category_id[]=b", "/store/x?id[0]=a&id[1]=b", "/store/x?q=[2026]", "/store/x", "/store/x?id[999]=z"])
      expect(queryIndexProblem(url)).toBeNull()
  })
})

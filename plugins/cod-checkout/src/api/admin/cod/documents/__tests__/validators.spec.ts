import { GetAdminCodDocumentsSchema } from "../validators"

const ids = (n: number) => Array.from({ length: n }, (_, i) => `order_${i}`)

describe("GetAdminCodDocumentsSchema", () => {
  it("takes order ids repeated, separated by commas, or as qs gives more than 20 (an object keyed 0, 1…), in their order", () => {
    expect(GetAdminCodDocumentsSchema.parse({ order_id: "order_a" })).toEqual({ order_id: ["order_a"], lang: "fr" })
    expect(GetAdminCodDocumentsSchema.parse({ order_id: ["order_b", "order_a"], lang: "ar" }).order_id).toEqual(["order_b", "order_a"])
    expect(GetAdminCodDocumentsSchema.parse({ order_id: "order_b, order_a," }).order_id).toEqual(["order_b", "order_a"])
    const many = Object.fromEntries(ids(30).map((id, i) => [String(i), id]))
    expect(GetAdminCodDocumentsSchema.parse({ order_id: many }).order_id).toEqual(ids(30))
  })

  it("refuses no order, more than 200, an unknown language or another parameter", () => {
    const fail = (q: Record<string, unknown>) => GetAdminCodDocumentsSchema.safeParse(q).error?.issues.map((i) => i.path.join("."))
    expect(fail({})).toEqual(["order_id"])
    expect(fail({ order_id: "" })).toEqual(["order_id"])
    expect(fail({ order_id: ids(201) })).toEqual(["order_id"])
    expect(fail({ order_id: ids(200) })).toBeUndefined()
    expect(fail({ order_id: "order_a", lang: "de" })).toEqual(["lang"])
    expect(fail({ order_id: "order_a", limit: "5" })).toEqual([""])
  })
})

import type { PosCatalogueVariant } from "@shop/contracts/pos"
import { describe, expect, it } from "vitest"
import { exactCode, searchCatalogue, searchIndex } from "./search"

const v = (id: string, title: string, sku: string | null, barcode: string | null, variant_title: string | null = null) =>
  ({
    variant_id: id,
    product_id: id,
    title,
    variant_title,
    sku,
    barcode,
    thumbnail: null,
    price: 1,
    wholesale_price: null,
    wholesale_min_quantity: null,
    stock: 1,
  }) as PosCatalogueVariant
const index = searchIndex([
  v("1", "Cafetière italienne", "CAF-6", "6130000000011", "6 tasses"),
  v("2", "Théière en fonte", "THE-1", "6130000000028"),
  v("3", "قهوة عربية", "QAH-1", null),
  v("4", "Barcode lookalike", "6130000000011X", null),
])

describe("the till's catalogue search", () => {
  it("finds by name whatever the accents and Arabic spellings, by SKU and by barcode", () => {
    expect(searchCatalogue(index, "cafetiere").map((x) => x.variant_id)).toEqual(["1"])
    expect(searchCatalogue(index, "theiere fonte").map((x) => x.variant_id)).toEqual(["2"])
    expect(searchCatalogue(index, "قهوه").map((x) => x.variant_id)).toEqual(["3"])
    expect(searchCatalogue(index, "the-1").map((x) => x.variant_id)).toEqual(["2"])
    expect(searchCatalogue(index, "6130000000011").map((x) => x.variant_id)).toEqual(["1", "4"])
  })

  it("takes a scan (an exact barcode or SKU) as one variant, and nothing else", () => {
    expect(exactCode(index, " 6130000000028 ")?.variant_id).toBe("2")
    expect(exactCode(index, "caf-6")?.variant_id).toBe("1")
    expect(exactCode(index, "613000000002")).toBeNull()
    expect(exactCode(index, "")).toBeNull()
  })
})

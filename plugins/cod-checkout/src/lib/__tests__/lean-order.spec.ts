import { lineItemOf, reservationLines, taxLinesData, type PricedVariant } from "../lean-order"

const variant = (over: Partial<PricedVariant> = {}, levels = [{ location_id: "sloc_a", stocked_quantity: 10, reserved_quantity: 0 }]): PricedVariant => ({
  id: "variant_1",
  title: "Noir",
  sku: "TEL-1",
  barcode: null,
  thumbnail: null,
  manage_inventory: true,
  allow_backorder: false,
  product: {
    id: "prod_1",
    title: "Téléphone",
    subtitle: null,
    description: "Un téléphone",
    handle: "telephone",
    status: "published",
    discountable: true,
    is_giftcard: false,
    thumbnail: "https://cdn/t.jpg",
    type: { id: "ptyp_1", value: "Mobile" },
    collection: { title: "Rentrée" },
    shipping_profile: { id: "sp_1" },
  },
  inventory_items: [{ inventory_item_id: "iitem_1", required_quantity: 1, inventory: { requires_shipping: true, location_levels: levels } }],
  ...over,
})

const price = (calculated: number, original = calculated, sale = false) => ({
  calculated_amount: calculated,
  original_amount: original,
  is_calculated_price_tax_inclusive: true,
  calculated_price: { price_list_type: sale ? "sale" : null },
})

describe("lineItemOf", () => {
  it("copies the product and variant as the cart's line does, the product's thumbnail when the variant has none", () => {
    const line = lineItemOf(variant(), 2, price(25000), [{ rate: 19, code: "TVA", name: "TVA 19 %", rate_id: "txr_1", provider_id: "tp_system" }])
    expect(line).toMatchObject({
      quantity: 2,
      title: "Téléphone",
      subtitle: "Noir",
      thumbnail: "https://cdn/t.jpg",
      product_type: "Mobile",
      product_type_id: "ptyp_1",
      product_collection: "Rentrée",
      variant_sku: "TEL-1",
      unit_price: 25000,
      compare_at_unit_price: null,
      is_tax_inclusive: true,
      requires_shipping: true,
    })
    expect(line.tax_lines).toEqual([
      { description: "TVA 19 %", tax_rate_id: "txr_1", code: "TVA", rate: 19, provider_id: "tp_system", metadata: null, data: null },
    ])
  })

  it("keeps a sale's original price as compare-at, but not a price list that is not a sale, nor an unchanged price", () => {
    expect(lineItemOf(variant(), 1, price(21990, 25000, true), []).compare_at_unit_price).toBe(25000)
    expect(lineItemOf(variant(), 1, price(21990, 25000, false), []).compare_at_unit_price).toBeNull()
    expect(lineItemOf(variant(), 1, price(25000, 25000, true), []).compare_at_unit_price).toBeNull()
  })

  it("refuses a product that is not published and a variant without a price", () => {
    expect(() => lineItemOf(variant({ product: { ...variant().product, status: "draft" } }), 1, price(1), [])).toThrow(/not published/)
    expect(() => lineItemOf(variant(), 1, undefined, [])).toThrow(/do not have a price/)
  })
})

describe("reservationLines", () => {
  const line = (quantity: number) => [{ id: "ordli_1", variant_id: "variant_1", quantity }]

  it("reserves where enough is available first, else where the item is stocked, among the channel's locations", () => {
    const levels = [
      { location_id: "sloc_a", stocked_quantity: 1, reserved_quantity: 0 },
      { location_id: "sloc_b", stocked_quantity: 5, reserved_quantity: 1 },
      { location_id: "sloc_other_channel", stocked_quantity: 50, reserved_quantity: 0 },
    ]
    expect(reservationLines(line(3), [variant({}, levels)], ["sloc_a", "sloc_b"])[0].location_ids).toEqual(["sloc_b"])
    // none holds 9: Medusa then tries the locations that stock it, and the inventory module refuses
    expect(reservationLines(line(9), [variant({}, levels)], ["sloc_a", "sloc_b"])[0].location_ids).toEqual(["sloc_a", "sloc_b"])
  })

  it("multiplies by the inventory item's required quantity and skips unmanaged variants", () => {
    const kit = variant({
      inventory_items: [
        {
          inventory_item_id: "iitem_1",
          required_quantity: 2,
          inventory: { location_levels: [{ location_id: "sloc_a", stocked_quantity: 4, reserved_quantity: 0 }] },
        },
      ],
    })
    expect(reservationLines(line(2), [kit], ["sloc_a"])).toEqual([
      { id: "ordli_1", inventory_item_id: "iitem_1", required_quantity: 2, allow_backorder: false, quantity: 2, location_ids: ["sloc_a"] },
    ])
    expect(reservationLines(line(2), [variant({ manage_inventory: false })], ["sloc_a"])).toEqual([])
  })

  it("refuses a managed variant the channel has no location for, unless it may be back-ordered", () => {
    expect(() => reservationLines(line(1), [variant()], ["sloc_z"])).toThrow(/no stock location/)
    expect(reservationLines(line(1), [variant({ allow_backorder: true })], ["sloc_z"])[0].location_ids).toEqual(["sloc_z"])
  })
})

describe("taxLinesData", () => {
  it("keeps an explicit tax_rate_id over the tax module's rate_id", () => {
    expect(taxLinesData([{ rate: 9, code: "X", tax_rate_id: "a", rate_id: "b" }])[0].tax_rate_id).toBe("a")
  })
})

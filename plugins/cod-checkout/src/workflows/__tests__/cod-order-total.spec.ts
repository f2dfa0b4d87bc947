import type { CreateOrderDTO } from "@medusajs/framework/types"
import { codOrderTotal } from "../steps/authorize-cod-payment"

const taxLine = (rate: number) => ({ code: "TVA", rate, description: "TVA", provider_id: "tp_system" })

describe("codOrderTotal", () => {
  it("is the order's total as the order module computes it: lines and shipping with their tax lines, tax-exclusive or included", () => {
    const order = {
      currency_code: "dzd",
      region_id: "reg_1",
      shipping_address: { address_1: "12 rue Didouche Mourad", country_code: "dz" },
      billing_address: { address_1: "12 rue Didouche Mourad", country_code: "dz" },
      items: [
        // 2 × 1,000 + 19 %: 2,380
        { title: "Miel", quantity: 2, unit_price: 1000, is_tax_inclusive: false, tax_lines: [taxLine(19)] },
        // 1 × 1,190 tax included: 1,190
        { title: "Huile", quantity: 1, unit_price: 1190, is_tax_inclusive: true, tax_lines: [taxLine(19)] },
      ],
      // 500 + 19 %: 595
      shipping_methods: [{ name: "Yalidine", amount: 500, is_tax_inclusive: false, tax_lines: [taxLine(19)] }],
    } as unknown as CreateOrderDTO
    expect(codOrderTotal(order)).toBe(2380 + 1190 + 595)
  })

  it("leaves the order to create as it was (createOrders computes its own summary from it)", () => {
    const order = {
      currency_code: "dzd",
      items: [{ title: "Miel", quantity: 3, unit_price: 700, tax_lines: [] }],
      shipping_methods: [{ name: "Yalidine", amount: 400, tax_lines: [] }],
    } as unknown as CreateOrderDTO
    const before = JSON.stringify(order)
    expect(codOrderTotal(order)).toBe(2500)
    expect(JSON.stringify(order)).toBe(before)
  })
})

import { checkLines, checkNewCustomer, checkSalePayment, type VariantFacts } from "../till"

const v = (over: Partial<VariantFacts> = {}): VariantFacts => ({
  title: "Cafetière",
  variant_title: "Standard",
  sku: "CAF-1",
  price: 1999.99,
  wholesale_price: null,
  wholesale_min_quantity: null,
  for_sale: true,
  ...over,
})
const facts = (variants: Record<string, VariantFacts>, customer_type: "retail" | "wholesale" = "retail") => ({
  variants: new Map(Object.entries(variants)),
  customer_type,
  max_line_discount_percent: 10,
})
const today = "2026-11-29"

describe("checkLines", () => {
  it("prices each line on the server's price, a discount to the centime, the total their sum", () => {
    const r = checkLines(
      {
        lines: [
          { variant_id: "a", quantity: 3, discount_percent: 7.5 },
          { variant_id: "b", quantity: 1 },
        ],
      },
      facts({ a: v(), b: v({ price: 100 }) })
    )
    expect(r.ok && r.sale).toEqual({
      order_type: "shop",
      // 1849.99 × 3 + 100, to the centime
      total: 5649.97,
      lines: [
        expect.objectContaining({ variant_id: "a", list_price: 1999.99, discount_percent: 7.5, unit_price: 1849.99, total: 5549.97 }),
        expect.objectContaining({ variant_id: "b", unit_price: 100, total: 100 }),
      ],
    })
  })

  it("refuses an empty cart, unknown or unpublished variants, bad quantities and discounts above the owner's limit, each by field", () => {
    expect(checkLines({ lines: [] }, facts({}))).toEqual({ ok: false, errors: [expect.objectContaining({ field: "lines", code: "required" })] })
    const r = checkLines(
      {
        lines: [
          { variant_id: "x", quantity: 1 },
          { variant_id: "d", quantity: 1 },
          { variant_id: "a", quantity: 0 },
          { variant_id: "a", quantity: 1, discount_percent: 10.01 },
          { variant_id: "a", quantity: 1, discount_percent: -1 },
        ],
      },
      facts({ a: v(), d: v({ for_sale: false }) })
    )
    expect(r.ok ? [] : r.errors.map((e) => [e.field, e.code])).toEqual([
      ["lines.0.variant_id", "not_for_sale"],
      ["lines.1.variant_id", "not_for_sale"],
      ["lines.2.quantity", "not_positive"],
      ["lines.3.discount_percent", "discount_limit"],
      ["lines.4.discount_percent", "invalid"],
    ])
  })

  it("a wholesale customer pays the wholesale price from the minimum quantity on; a retail buyer pays retail", () => {
    const w = { a: v({ price: 1200, wholesale_price: 900, wholesale_min_quantity: 6 }), b: v({ price: 50 }) }
    const under = checkLines({ lines: [{ variant_id: "a", quantity: 5 }] }, facts(w, "wholesale"))
    expect(under).toEqual({ ok: false, errors: [expect.objectContaining({ field: "lines.0.quantity", code: "below_minimum" })] })
    const ok = checkLines(
      {
        lines: [
          { variant_id: "a", quantity: 6 },
          { variant_id: "b", quantity: 1 },
        ],
      },
      facts(w, "wholesale")
    )
    expect(ok.ok && [ok.sale.order_type, ok.sale.total, ok.sale.lines.map((l) => l.unit_price)]).toEqual(["wholesale", 5450, [900, 50]])
    const retail = checkLines({ lines: [{ variant_id: "a", quantity: 2 }] }, facts(w))
    expect(retail.ok && retail.sale.total).toBe(2400)
  })
})

describe("checkSalePayment", () => {
  it("cash gives the change, mixed must add up to the total (the spec's rule), card takes the total", () => {
    expect(checkSalePayment(1500, { type: "cash", cash_given: 2000 }, "pickup", today)).toMatchObject({
      ok: true,
      money: { paid_now: 1500, cash: 1500, change_due: 500, plan: null },
    })
    expect(checkSalePayment(1500, { type: "cash" }, "pickup", today)).toMatchObject({ ok: true, money: { change_due: 0 } })
    expect(checkSalePayment(1500, { type: "cash", cash_given: 1000 }, "pickup", today)).toMatchObject({
      ok: false,
      errors: [{ field: "payment.cash_given", code: "too_low" }],
    })
    expect(checkSalePayment(1500, { type: "mixed", cash: 500, card: 900 }, "pickup", today)).toMatchObject({
      ok: false,
      errors: [{ field: "payment", code: "mixed_sum" }],
    })
    expect(checkSalePayment(1500, { type: "mixed", cash: 500, card: 1000 }, "pickup", today)).toMatchObject({
      ok: true,
      money: { cash: 500, card: 1000, paid_now: 1500 },
    })
    expect(checkSalePayment(1500, { type: "card" }, "pickup", today)).toMatchObject({ ok: true, money: { card: 1500, cash: 0 } })
  })

  it("plans: installments due today are paid now; a deposit leaves the rest to delivery or to a schedule; a schedule must add up", () => {
    const installments = [
      { amount: 500, due_date: today },
      { amount: 1000, due_date: "2026-12-29" },
    ]
    expect(checkSalePayment(1500, { type: "installments", installments, method: "card" }, "pickup", today)).toMatchObject({
      ok: true,
      money: { paid_now: 500, card: 500, cash: 0, plan: { type: "installments" } },
    })
    expect(checkSalePayment(1500, { type: "deposit", deposit: 300 }, "delivery", today)).toMatchObject({
      ok: true,
      money: { paid_now: 300, cash: 300, plan: { type: "deposit", rest: "on_delivery" } },
    })
    expect(checkSalePayment(1500, { type: "deposit", deposit: 300 }, "pickup", today)).toMatchObject({
      ok: false,
      errors: [{ field: "payment.installments", code: "required" }],
    })
    expect(checkSalePayment(1500, { type: "deposit", deposit: 1500 }, "delivery", today)).toMatchObject({
      ok: false,
      errors: [{ field: "payment.deposit", code: "too_high" }],
    })
    expect(checkSalePayment(1500, { type: "installments", installments: installments.slice(1) }, "pickup", today)).toMatchObject({
      ok: false,
      errors: [{ field: "payment.installments", code: "schedule_sum" }],
    })
  })
})

describe("checkNewCustomer", () => {
  it("names of 3 to 20 letters, an Algerian mobile, an e-mail when given", () => {
    expect(checkNewCustomer({ first_name: "Amina", last_name: "Saâdi", phone: "0661 23 45 67" })).toEqual([])
    expect(checkNewCustomer({ first_name: "أمينة", last_name: "سعدي", phone: "+213661234567", email: "a@b.dz" })).toEqual([])
    expect(checkNewCustomer({ first_name: "Al", last_name: "", phone: "12345", email: "nope" }).map((e) => [e.field, e.code])).toEqual([
      ["customer.first_name", "invalid"],
      ["customer.last_name", "required"],
      ["customer.phone", "invalid"],
      ["customer.email", "invalid"],
    ])
  })
})

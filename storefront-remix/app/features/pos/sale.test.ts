import type { AdminPosMe, PosCatalogueVariant } from "@shop/contracts/pos"
import { describe, expect, it } from "vitest"
import { addToCart, cartErrors, priceCart, setQuantity } from "./cart"
import { errorText } from "./field-errors"
import { pickup, type FulfilmentDraft } from "./fulfilment"
import { translator } from "./i18n"
import { checkPayment, emptyPayment, evenSchedule, type PaymentDraft } from "./payment"
import { buildSale, type SaleDraft } from "./sale"

const variant = (id: string, price: number, extra: Partial<PosCatalogueVariant> = {}): PosCatalogueVariant => ({
  variant_id: id,
  product_id: `prod_${id}`,
  title: `Produit ${id}`,
  variant_title: null,
  sku: `SKU-${id}`,
  barcode: null,
  thumbnail: null,
  price,
  wholesale_price: null,
  wholesale_min_quantity: null,
  stock: 5,
  ...extra,
})
const variants = new Map([
  ["a", variant("a", 1500)],
  ["b", variant("b", 999.99, { wholesale_price: 800, wholesale_min_quantity: 10 })],
])
const me: AdminPosMe = {
  cashier: { user_id: "user_1", email: "cashier@dz-shop.local", first_name: "Amina", last_name: "Saidi" },
  shop: { location_id: "sloc_1", name: "Boutique Alger", address: "1 rue Didouche Mourad, Alger", phone: null },
  max_line_discount_percent: 10,
}
const TODAY = "2026-11-29"
const ctx = { variants, me, online: true, today: TODAY, now: new Date("2026-11-29T10:00:00Z"), clientId: "3f2a9c1e-0000-4000-8000-000000000001" }
const draft = (patch: Partial<SaleDraft> = {}, payment: Partial<PaymentDraft> = {}): SaleDraft => ({
  lines: [{ variant_id: "a", quantity: 2, discount_percent: 0 }],
  customer: { mode: "none" },
  payment: { ...emptyPayment(TODAY), ...payment },
  fulfilment: pickup(),
  ...patch,
})
const t = translator("en")
const messages = (d: SaleDraft, c = ctx) => {
  const built = buildSale(d, c)
  return built.ok ? [] : built.errors.map((e) => errorText(e, t))
}

describe("the till's cart", () => {
  it("merges a scanned variant into its line and prices a discount to the centime per unit, as the server", () => {
    let lines = addToCart([], "b")
    lines = addToCart(lines, "b", 2)
    expect(lines).toEqual([{ variant_id: "b", quantity: 3, discount_percent: 0 }])
    const cart = priceCart([{ variant_id: "b", quantity: 3, discount_percent: 7.5 }], variants, { customerType: "retail", delivery: false })
    // 999.99 less 7.5 % = 924.990750 → 924.99 a unit
    expect(cart.lines[0].unit_cents).toBe(92499)
    expect(cart.total_cents).toBe(277497)
    expect(cart.discount_cents).toBe(299997 - 277497)
    expect(setQuantity(lines, 0, 0)[0].quantity).toBe(1)
  })

  it("prices a wholesale customer at the wholesale price and asks for the minimum quantity", () => {
    const cart = priceCart([{ variant_id: "b", quantity: 4, discount_percent: 0 }], variants, { customerType: "wholesale", delivery: false })
    expect(cart.total_cents).toBe(4 * 80000)
    const errors = cartErrors(cart.lines, { maxDiscount: 10, customerType: "wholesale", delivery: false })
    expect(errors.map((e) => errorText(e, t))).toEqual(["Wholesale: minimum 10."])
  })

  it("refuses a discount above the owner's limit with the limit in the message", () => {
    expect(messages(draft({ lines: [{ variant_id: "a", quantity: 1, discount_percent: 15 }] }))).toEqual(["Discount limited to 10%."])
  })
})

describe("the payment", () => {
  const check = (p: Partial<PaymentDraft>, totalCents = 300000, delivery = false, hasCustomer = true) =>
    checkPayment({ ...emptyPayment(TODAY), ...p }, { totalCents, delivery, today: TODAY, hasCustomer })

  it("cash: the change due from what was handed over; the exact amount when nothing is typed", () => {
    const paid = check({ type: "cash", cash_given: "5 000" })
    expect(paid.summary.change_cents).toBe(200000)
    expect(paid.payment).toEqual({ type: "cash", cash_given: 5000 })
    expect(check({ type: "cash", cash_given: "" }).payment).toEqual({ type: "cash", cash_given: 3000 })
    expect(check({ type: "cash", cash_given: "2000" }).errors.map((e) => errorText(e, t))).toEqual(["The cash given is less than the total."])
  })

  it("mixed: cash plus card must equal the total (the spec's message), refused before sending", () => {
    expect(check({ type: "mixed", cash: "1000", card: "1500" }).errors.map((e) => errorText(e, t))).toEqual(["Cash plus card must equal the total."])
    expect(check({ type: "mixed", cash: "1000,50", card: "1999,50" }).payment).toEqual({ type: "mixed", cash: 1000.5, card: 1999.5 })
  })

  it("deposit: more than 0, less than the total; the rest on delivery for a delivery, else a schedule that adds up", () => {
    expect(check({ type: "deposit", deposit: "3000" }).errors.map((e) => errorText(e, t))).toContain("The deposit must be more than 0 and less than the total.")
    expect(check({ type: "deposit", deposit: "1000", rest: "on_delivery" }, 300000, true).payment).toEqual({ type: "deposit", deposit: 1000, method: "cash" })
    const schedule = evenSchedule(200000, 3, "2026-12-29")!
    expect(schedule.map((l) => l.amount)).toEqual([666.66, 666.66, 666.68])
    const rows = schedule.map((l) => ({ amount: String(l.amount), due_date: l.due_date }))
    const ok = check({ type: "deposit", deposit: "1000", schedule: rows })
    expect(ok.errors).toEqual([])
    expect(ok.payment).toEqual({ type: "deposit", deposit: 1000, method: "cash", installments: schedule })
    expect(ok.summary.paid_now_cents).toBe(100000)
    const short = check({ type: "deposit", deposit: "1000", schedule: rows.slice(1) })
    expect(short.errors.map((e) => errorText(e, t))).toEqual(["The deposit and the installments must add up to the total."])
  })

  it("installments: dates from today on, each after the one before; one due today is paid now; a customer is needed", () => {
    const past = check({ type: "installments", schedule: [{ amount: "3000", due_date: "2026-11-28" }] })
    expect(past.errors.map((e) => errorText(e, t))).toEqual(["A due date is already past."])
    const order = check({
      type: "installments",
      schedule: [
        { amount: "1500", due_date: "2026-12-29" },
        { amount: "1500", due_date: "2026-12-01" },
      ],
    })
    expect(order.errors.map((e) => errorText(e, t))).toEqual(["Each installment must come after the one before."])
    const today = check({
      type: "installments",
      method: "card",
      schedule: [
        { amount: "1000", due_date: TODAY },
        { amount: "2000", due_date: "2026-12-29" },
      ],
    })
    expect(today.summary.paid_now_cents).toBe(100000)
    expect(today.summary.card_cents).toBe(100000)
    expect(check({ type: "installments", schedule: [{ amount: "3000", due_date: TODAY }] }, 300000, false, false).errors.map((e) => errorText(e, t))).toEqual([
      "A customer is needed for a delivery, a deposit or installments.",
    ])
  })
})

describe("a sale", () => {
  it("is named by the till and carries what the till showed", () => {
    const built = buildSale(draft({}, { cash_given: "5000" }), ctx)
    expect(built.ok).toBe(true)
    if (!built.ok) return
    expect(built.body).toEqual({
      client_id: ctx.clientId,
      made_at: "2026-11-29T10:00:00.000Z",
      lines: [{ variant_id: "a", quantity: 2 }],
      customer: null,
      payment: { type: "cash", cash_given: 5000 },
      fulfilment: { mode: "pickup" },
      shown_total: 3000,
      offline: false,
    })
    expect(built.receipt.payment.change_due).toBe(2000)
    expect(built.receipt.shop?.name).toBe("Boutique Alger")
  })

  it("delivery: address, wilaya, commune and transporter are required, with a customer; offline it is refused", () => {
    const delivery: FulfilmentDraft = { ...pickup(), mode: "delivery" }
    expect(messages(draft({ fulfilment: delivery }))).toEqual([
      "A customer is needed for a delivery, a deposit or installments.",
      "Address is required",
      "Wilaya is required",
      "Commune is required",
      "Transporter is required",
    ])
    expect(messages(draft({ fulfilment: delivery, lines: [] }), { ...ctx, online: false })).toEqual(
      expect.arrayContaining(["The cart is empty.", "Delivery needs a connection."])
    )
  })

  it("a new customer: names of 3 to 20 letters, a phone like 0661234567, a valid e-mail when given", () => {
    const customer = { mode: "new" as const, first_name: "Li", last_name: "", phone: "12345", email: "nope", type: "retail" as const }
    expect(messages(draft({ customer }))).toEqual([
      "First name: 3 to 20 letters",
      "Last name is required",
      "Phone: a number like 0661234567",
      "Email: not a valid email address",
    ])
    const fr = translator("fr")
    const ar = translator("ar")
    const built = buildSale(draft({ customer }), ctx)
    const first = !built.ok ? built.errors.find((e) => e.field === "customer.last_name")! : null
    expect(errorText(first!, fr)).toBe("Le nom est obligatoire")
    expect(errorText(first!, ar)).toBe("الحقل اللقب مطلوب")
    const good = buildSale(draft({ customer: { ...customer, first_name: "Yasmine", last_name: "Khelifi", phone: "0661 23 45 67", email: "" } }), ctx)
    expect(good.ok && good.body.customer).toEqual({ first_name: "Yasmine", last_name: "Khelifi", phone: "0661234567", email: null, type: "retail" })
  })

  it("translates the server's refusals by code, field by field", () => {
    const say = (field: string, code: string, message = "", vars?: Record<string, number>) => errorText({ field, code, message, vars }, t)
    expect(say("payment", "mixed_sum")).toBe("Cash plus card must equal the total.")
    expect(say("payment.cash_given", "too_low")).toBe("The cash given is less than the total.")
    expect(say("payment.deposit", "too_high")).toBe("The deposit must be more than 0 and less than the total.")
    expect(say("payment.installments", "schedule_sum")).toBe("The deposit and the installments must add up to the total.")
    expect(say("lines.0.discount_percent", "discount_limit", "lines.0.discount_percent is above the owner's limit of 10 %", { max: 10 })).toBe(
      "Discount limited to 10%."
    )
    expect(say("lines.1.quantity", "below_minimum", "lines.1.quantity is under the wholesale minimum of 12", { min: 12 })).toBe("Wholesale: minimum 12.")
    expect(say("customer", "required")).toBe("Customer is required")
    expect(say("x", "something_new", "As the server says")).toBe("As the server says")
  })
})

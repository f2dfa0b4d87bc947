// One sale taken at the till (decision 0088): the draft on the screen checked as a whole, the body the
// server gets (`PostAdminPosSale`, named by the till: `client_id`) and the receipt printed at once,
// before any answer (the server's replaces it once synced).
import type { AdminPosMe, PosCatalogueVariant, PosSale, PosSaleFlag, PostAdminPosSale } from "@shop/contracts/pos"
import { cartErrors, priceCart, type CartLine } from "./cart"
import { checkCustomer, customerName, customerType, type CustomerDraft } from "./customer"
import type { FieldError } from "./field-errors"
import { dinars } from "./format"
import { checkFulfilment, placeOf, type FulfilmentDraft } from "./fulfilment"
import { checkPayment, type PaymentDraft } from "./payment"

export type SaleDraft = { lines: CartLine[]; customer: CustomerDraft; payment: PaymentDraft; fulfilment: FulfilmentDraft }

export type ReceiptLine = {
  title: string
  variant_title: string | null
  sku: string | null
  quantity: number
  unit_price: number
  discount_percent: number
  total: number
}

/** What a receipt prints; made by the till when the sale is taken, then from the server's sale. */
export type ReceiptView = {
  shop: AdminPosMe["shop"]
  cashier: string
  made_at: string
  client_id: string
  /** The server's sale once synced: its id (the PDF) and the order's number. */
  sale_id: string | null
  display_id: number | null
  customer: string | null
  lines: ReceiptLine[]
  goods_total: number
  delivery_fee: number | null
  total: number
  payment: {
    type: PostAdminPosSale["payment"]["type"]
    cash: number
    card: number
    cash_given: number | null
    change_due: number
    deposit: number | null
    paid_now: number
    remaining: number
    on_delivery: boolean
    schedule: { amount: number; due_date: string; paid?: boolean }[]
  }
  fulfilment: { mode: "pickup" } | { mode: "delivery"; place: string; transporter: string | null }
  flags: PosSaleFlag[]
  offline: boolean
}

export type SaleContext = {
  variants: Map<string, PosCatalogueVariant>
  me: AdminPosMe
  online: boolean
  today: string
  now: Date
  clientId: string
}

export const cashierName = (me: AdminPosMe) => [me.cashier.first_name, me.cashier.last_name].filter(Boolean).join(" ") || me.cashier.email

/** The draft's totals as the screen shows them (cached prices; the server's are authoritative). */
export function draftTotals(draft: SaleDraft, variants: Map<string, PosCatalogueVariant>) {
  const delivery = draft.fulfilment.mode === "delivery"
  const cart = priceCart(draft.lines, variants, { customerType: customerType(draft.customer), delivery })
  const fee = delivery && draft.fulfilment.offer ? Math.round(draft.fulfilment.offer.price * 100) : 0
  return { ...cart, delivery_cents: fee, grand_cents: cart.total_cents + fee }
}

export type BuiltSale = { ok: true; body: PostAdminPosSale; receipt: ReceiptView } | { ok: false; errors: FieldError[] }

export function buildSale(draft: SaleDraft, ctx: SaleContext): BuiltSale {
  const type = customerType(draft.customer)
  const delivery = draft.fulfilment.mode === "delivery"
  const totals = draftTotals(draft, ctx.variants)
  const customer = checkCustomer(draft.customer)
  const fulfilment = checkFulfilment(draft.fulfilment, { online: ctx.online, cartEmpty: !draft.lines.length })
  // the payment is of the goods: a delivery's courier price is paid to the courier (decision 0088)
  const payment = checkPayment(draft.payment, { totalCents: totals.total_cents, delivery, today: ctx.today, hasCustomer: draft.customer.mode !== "none" })
  const errors = [
    ...cartErrors(totals.lines, { maxDiscount: ctx.me.max_line_discount_percent, customerType: type, delivery }),
    ...customer.errors,
    ...(delivery && draft.customer.mode === "none" ? [{ field: "customer", code: "customer_required" }] : []),
    ...payment.errors.filter((e) => !(delivery && e.code === "customer_required")),
    ...fulfilment.errors.filter((e) => e.code !== "cart_empty" || draft.lines.length > 0),
  ]
  if (!ctx.me.shop) errors.unshift({ field: "shop", code: "not_assigned" })
  if (errors.length || !payment.payment || !fulfilment.fulfilment) return { ok: false, errors: dedupe(errors) }

  const body: PostAdminPosSale = {
    client_id: ctx.clientId,
    made_at: ctx.now.toISOString(),
    lines: draft.lines.map((l) => ({
      variant_id: l.variant_id,
      quantity: l.quantity,
      ...(l.discount_percent > 0 && { discount_percent: l.discount_percent }),
    })),
    customer: customer.customer,
    payment: payment.payment,
    fulfilment: fulfilment.fulfilment,
    shown_total: dinars(totals.total_cents),
    offline: !ctx.online,
  }
  const s = payment.summary
  const receipt: ReceiptView = {
    shop: ctx.me.shop,
    cashier: cashierName(ctx.me),
    made_at: body.made_at,
    client_id: ctx.clientId,
    sale_id: null,
    display_id: null,
    customer:
      draft.customer.mode === "existing" ? customerName(draft.customer.customer) || null : draft.customer.mode === "new" ? customerName(draft.customer) : null,
    lines: totals.lines.map((p) => ({
      title: p.variant?.title ?? p.line.variant_id,
      variant_title: p.variant?.variant_title ?? null,
      sku: p.variant?.sku ?? null,
      quantity: p.line.quantity,
      unit_price: dinars(p.unit_cents),
      discount_percent: p.line.discount_percent,
      total: dinars(p.total_cents),
    })),
    goods_total: dinars(totals.total_cents),
    delivery_fee: delivery ? dinars(totals.delivery_cents) : null,
    total: dinars(totals.grand_cents),
    payment: {
      type: draft.payment.type,
      cash: dinars(s.cash_cents),
      card: dinars(s.card_cents),
      cash_given: s.cash_given_cents === null ? null : dinars(s.cash_given_cents),
      change_due: dinars(s.change_cents),
      deposit: s.deposit_cents === null ? null : dinars(s.deposit_cents),
      paid_now: dinars(s.paid_now_cents),
      remaining: dinars(s.remaining_cents + totals.delivery_cents),
      on_delivery: s.on_delivery,
      schedule: s.schedule,
    },
    fulfilment: delivery
      ? { mode: "delivery", place: placeOf(draft.fulfilment), transporter: draft.fulfilment.offer?.transporter ?? null }
      : { mode: "pickup" },
    flags: [],
    offline: !ctx.online,
  }
  return { ok: true, body, receipt }
}

const dedupe = (errors: FieldError[]) => errors.filter((e, i) => errors.findIndex((x) => x.field === e.field && x.code === e.code) === i)

/** The receipt once the server recorded the sale: its lines, total, money, number and flags. */
export function receiptFromServer(local: ReceiptView, sale: PosSale): ReceiptView {
  const paidSeqs = new Map(sale.payment.schedule.map((l) => [l.due_date + ":" + l.amount, l.paid]))
  return {
    ...local,
    sale_id: sale.id,
    display_id: sale.display_id,
    cashier: sale.cashier.name || local.cashier,
    customer: sale.customer ? customerName(sale.customer) || local.customer : local.customer,
    lines: sale.lines.map((l) => ({
      title: l.title,
      variant_title: l.variant_title,
      sku: l.sku,
      quantity: l.quantity,
      unit_price: l.unit_price,
      discount_percent: l.discount_percent,
      total: l.total,
    })),
    goods_total: sale.lines.reduce((sum, l) => sum + Math.round(l.total * 100), 0) / 100,
    delivery_fee:
      sale.fulfilment.mode === "delivery"
        ? Math.max(0, Math.round(sale.total * 100) - sale.lines.reduce((sum, l) => sum + Math.round(l.total * 100), 0)) / 100
        : null,
    total: sale.total,
    payment: {
      ...local.payment,
      cash: sale.payment.cash,
      card: sale.payment.card,
      change_due: sale.payment.change_due,
      paid_now: sale.payment.paid_now,
      remaining: sale.payment.remaining,
      schedule: local.payment.schedule.map((l) => ({ ...l, paid: paidSeqs.get(l.due_date + ":" + l.amount) })),
    },
    flags: sale.flags,
    offline: sale.offline,
  }
}

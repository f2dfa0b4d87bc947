import { normalizePhone } from "@shop/shared/phone"
import type { PostAdminPosSale } from "@shop/contracts/pos"
import { amountErrors, centimes, checkTillPayment, dinars, planLines, type PlanInput, type RuleError } from "./payment-rules"

/**
 * The till's rules on a sale, pure (decision 0088): what the server knows of each variant decides the
 * price (retail, or the wholesale price and minimum for a wholesale customer), a line's discount stays
 * within the owner's limit, the payment adds up (`checkTillPayment`, the plans' rules), delivery has its
 * address, wilaya, commune and courier. Amounts in centimes inside, dinars out. Every refusal names its field.
 */

export type VariantFacts = {
  title: string
  variant_title: string | null
  sku: string | null
  /** Retail unit price (taxes included) in dinars; null when the variant has no price in the shop's currency. */
  price: number | null
  wholesale_price: number | null
  wholesale_min_quantity: number | null
  for_sale: boolean
}

export type SaleFacts = {
  variants: Map<string, VariantFacts>
  customer_type: "retail" | "wholesale"
  max_line_discount_percent: number
}

export type CheckedLine = {
  variant_id: string
  title: string
  variant_title: string | null
  sku: string | null
  quantity: number
  /** The unit price before the line's discount (retail or wholesale), dinars. */
  list_price: number
  discount_percent: number
  /** After the discount, to the centime: what the order's line is priced at. */
  unit_price: number
  total: number
}

export type CheckedSale = { lines: CheckedLine[]; total: number; order_type: "shop" | "wholesale" | "installment" }

const NAME = /^[\p{L}][\p{L}' -]{1,18}[\p{L}]$/u
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The lines priced as the server prices them, or the fields refused. */
export function checkLines(sale: Pick<PostAdminPosSale, "lines">, facts: SaleFacts): { ok: true; sale: CheckedSale } | { ok: false; errors: RuleError[] } {
  const errors: RuleError[] = []
  if (!sale.lines.length) return { ok: false, errors: [{ field: "lines", code: "required", message: "the cart is empty" }] }
  const wholesale = facts.customer_type === "wholesale"
  const lines: CheckedLine[] = []
  let total = 0
  sale.lines.forEach((line, i) => {
    const field = `lines.${i}`
    const v = facts.variants.get(line.variant_id)
    if (!v || !v.for_sale || v.price === null) {
      errors.push({ field: `${field}.variant_id`, code: "not_for_sale", message: `${field}.variant_id is not for sale` })
      return
    }
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      errors.push({ field: `${field}.quantity`, code: "not_positive", message: `${field}.quantity must be a whole number more than 0` })
      return
    }
    const discount = line.discount_percent ?? 0
    if (typeof discount !== "number" || !Number.isFinite(discount) || discount < 0 || centimes(discount) === null) {
      errors.push({ field: `${field}.discount_percent`, code: "invalid", message: `${field}.discount_percent must be a percentage` })
      return
    }
    if (discount > facts.max_line_discount_percent) {
      errors.push({
        field: `${field}.discount_percent`,
        code: "discount_limit",
        message: `${field}.discount_percent is above the owner's limit of ${facts.max_line_discount_percent} %`,
        vars: { max: facts.max_line_discount_percent },
      })
      return
    }
    const usesWholesale = wholesale && v.wholesale_price !== null
    if (wholesale && v.wholesale_min_quantity !== null && line.quantity < v.wholesale_min_quantity) {
      errors.push({
        field: `${field}.quantity`,
        code: "below_minimum",
        message: `${field}.quantity is under the wholesale minimum of ${v.wholesale_min_quantity}`,
        vars: { min: v.wholesale_min_quantity },
      })
      return
    }
    const list = Math.round((usesWholesale ? v.wholesale_price! : v.price) * 100)
    const unit = Math.round((list * (10000 - Math.round(discount * 100))) / 10000)
    total += unit * line.quantity
    lines.push({
      variant_id: line.variant_id,
      title: v.title,
      variant_title: v.variant_title,
      sku: v.sku,
      quantity: line.quantity,
      list_price: dinars(list),
      discount_percent: discount,
      unit_price: dinars(unit),
      total: dinars(unit * line.quantity),
    })
  })
  if (errors.length) return { ok: false, errors }
  return { ok: true, sale: { lines, total: dinars(total), order_type: wholesale ? "wholesale" : "shop" } }
}

/** A new customer typed at the till: names 3–20 letters, an Algerian phone, an e-mail when given. */
export function checkNewCustomer(c: { first_name?: unknown; last_name?: unknown; phone?: unknown; email?: unknown }): RuleError[] {
  const errors: RuleError[] = []
  for (const f of ["first_name", "last_name"] as const) {
    const v = typeof c[f] === "string" ? (c[f] as string).trim() : ""
    if (!v) errors.push({ field: `customer.${f}`, code: "required", message: `customer.${f} is required` })
    else if (!NAME.test(v)) errors.push({ field: `customer.${f}`, code: "invalid", message: `customer.${f} must be 3 to 20 letters` })
  }
  if (!c.phone) errors.push({ field: "customer.phone", code: "required", message: "customer.phone is required" })
  else if (!normalizePhone(c.phone)) errors.push({ field: "customer.phone", code: "invalid", message: "customer.phone must be like 0661234567" })
  if (c.email !== undefined && c.email !== null && c.email !== "" && (typeof c.email !== "string" || !EMAIL.test(c.email)))
    errors.push({ field: "customer.email", code: "invalid", message: "customer.email must be a valid e-mail" })
  return errors
}

export type TillMoney = {
  /** Taken now, by the till: captured on the order's payment at once. */
  paid_now: number
  cash: number
  card: number
  change_due: number
  /** The plan the rest follows (deposit, installments), made on the order; null: paid in full now. */
  plan: PlanInput | null
  /** For a plan: how today's payment was made. */
  method: "cash" | "card"
}

/**
 * The payment of a sale of `total` dinars: cash (change due), card, mixed (cash + card = total, the
 * spec's rule), a deposit (the rest on delivery for a delivery, else by installments) or installments
 * (those due today are paid now). Today's part of a plan is checked again by the plan's own rules.
 */
export function checkSalePayment(
  total: number,
  payment: PostAdminPosSale["payment"],
  mode: "pickup" | "delivery",
  today: string
): { ok: true; money: TillMoney } | { ok: false; errors: RuleError[] } {
  const prefix = (errors: RuleError[]) => errors.map((e) => ({ ...e, field: e.field === "total" ? "lines" : `payment.${e.field}` }))
  const rename = (errors: RuleError[]) => errors.map((e) => ({ ...e, field: e.field.replace("payment.tendered", "payment.cash_given") }))
  if (payment.type === "cash" || payment.type === "card" || payment.type === "mixed") {
    const till =
      payment.type === "cash"
        ? checkTillPayment(total, { method: "cash", tendered: payment.cash_given ?? total })
        : payment.type === "card"
          ? checkTillPayment(total, { method: "card" })
          : checkTillPayment(total, { method: "mixed", cash: payment.cash as number, card: payment.card as number, tendered: payment.cash_given })
    if (!till.ok) return { ok: false, errors: rename(till.errors) }
    return { ok: true, money: { paid_now: total, cash: till.cash, card: till.card, change_due: till.change_due, plan: null, method: "cash" } }
  }
  const method = payment.method ?? "cash"
  const schedule = payment.installments ?? []
  const plan: PlanInput =
    payment.type === "deposit"
      ? {
          type: "deposit",
          deposit: payment.deposit,
          rest: schedule.length || mode === "pickup" ? "schedule" : "on_delivery",
          installments: schedule.length ? schedule : undefined,
        }
      : { type: "installments", deposit: payment.deposit, rest: "schedule", installments: schedule }
  if (payment.type === "deposit") {
    const e = amountErrors("payment.deposit", payment.deposit)
    if (e.length) return { ok: false, errors: e }
    if (mode === "pickup" && !schedule.length)
      return {
        ok: false,
        errors: [
          { field: "payment.installments", code: "required", message: "payment.installments is required: goods taken now leave the rest to a schedule" },
        ],
      }
  }
  const checked = planLines(total, plan, today)
  if (!checked.ok) return { ok: false, errors: prefix(checked.errors) }
  const dueNow = checked.lines.filter((l) => l.kind !== "on_delivery" && l.due_date === today).reduce((sum, l) => sum + centimes(l.amount)!, 0)
  return {
    ok: true,
    money: {
      paid_now: dinars(dueNow),
      cash: method === "cash" ? dinars(dueNow) : 0,
      card: method === "card" ? dinars(dueNow) : 0,
      change_due: 0,
      plan,
      method,
    },
  }
}

// The payment of a sale as the cashier types it, checked as the server checks it (`@shop/pos` till
// rules, decision 0088) so a refusal shows before sending, offline too: cash (change due), card, mixed
// (cash + card = the total, the spec's rule), a deposit (the rest on delivery for a delivery, else by
// installments) or installments. Amounts in centimes inside.
import type { PosPaymentType, PosSalePayment } from "@shop/contracts/pos"
import type { FieldError } from "./field-errors"
import { addMonths, dinars, parseAmount } from "./format"

export const MAX_INSTALLMENTS = 24

export type ScheduleRow = { amount: string; due_date: string }

export type PaymentDraft = {
  type: PosPaymentType
  /** cash: what the buyer hands over (blank: the exact total). mixed: for the cash part (optional). */
  cash_given: string
  cash: string
  card: string
  deposit: string
  method: "cash" | "card"
  rest: "on_delivery" | "schedule"
  count: string
  first_due: string
  schedule: ScheduleRow[]
}

export const emptyPayment = (today: string): PaymentDraft => ({
  type: "cash",
  cash_given: "",
  cash: "",
  card: "",
  deposit: "",
  method: "cash",
  rest: "schedule",
  count: "3",
  first_due: addMonths(today, 1),
  schedule: [],
})

/**
 * `count` monthly installments from `firstDue` splitting `restCents` evenly to the centime, the last
 * one taking what the split leaves (as the order page's plan). Null when it cannot be made.
 */
export function evenSchedule(restCents: number, count: number, firstDue: string): { amount: number; due_date: string }[] | null {
  if (!Number.isInteger(count) || count < 1 || count > MAX_INSTALLMENTS || restCents <= 0 || !/^\d{4}-\d{2}-\d{2}$/.test(firstDue)) return null
  const each = Math.floor(restCents / count)
  return Array.from({ length: count }, (_, i) => ({
    amount: dinars(i === count - 1 ? restCents - each * (count - 1) : each),
    due_date: addMonths(firstDue, i),
  }))
}

export type PaymentSummary = {
  cash_cents: number
  card_cents: number
  cash_given_cents: number | null
  change_cents: number
  deposit_cents: number | null
  paid_now_cents: number
  /** What is left after today: on delivery (the courier) or by the schedule. */
  remaining_cents: number
  on_delivery: boolean
  schedule: { amount: number; due_date: string }[]
}

export type CheckedPayment = { errors: FieldError[]; payment: PosSalePayment | null; summary: PaymentSummary }

type Context = { totalCents: number; delivery: boolean; today: string; hasCustomer: boolean }

const amountOf = (field: string, text: string, errors: FieldError[], { required = true, zero = false } = {}): number | null => {
  const v = parseAmount(text)
  if (v === null) {
    if (required) errors.push({ field, code: "required" })
    return null
  }
  if (Number.isNaN(v)) {
    errors.push({ field, code: "not_a_number" })
    return null
  }
  const c = Math.round(v * 100)
  if (c === 0 && !zero) {
    errors.push({ field, code: "not_positive" })
    return null
  }
  return c
}

const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s

/** The schedule rows checked: amounts, real days from today on, each after the one before. */
function checkSchedule(rows: ScheduleRow[], today: string, errors: FieldError[]) {
  const lines: { cents: number; due_date: string }[] = []
  if (!rows.length) errors.push({ field: "payment.installments", code: "schedule_count" })
  if (rows.length > MAX_INSTALLMENTS) errors.push({ field: "payment.installments", code: "schedule_count" })
  let previous: string | null = null
  rows.slice(0, MAX_INSTALLMENTS).forEach((row, i) => {
    const field = `payment.installments.${i}`
    const cents = amountOf(`${field}.amount`, row.amount, errors)
    const day = isDay(row.due_date) ? row.due_date : null
    if (!day) errors.push({ field: `${field}.due_date`, code: row.due_date ? "invalid_date" : "required" })
    else if (day < today) errors.push({ field: `${field}.due_date`, code: "due_past" })
    else if (previous && day <= previous) errors.push({ field: `${field}.due_date`, code: "due_order" })
    if (day) previous = day
    if (cents !== null && day) lines.push({ cents, due_date: day })
  })
  return lines
}

export function checkPayment(draft: PaymentDraft, { totalCents, delivery, today, hasCustomer }: Context): CheckedPayment {
  const errors: FieldError[] = []
  const summary: PaymentSummary = {
    cash_cents: 0,
    card_cents: 0,
    cash_given_cents: null,
    change_cents: 0,
    deposit_cents: null,
    paid_now_cents: totalCents,
    remaining_cents: 0,
    on_delivery: false,
    schedule: [],
  }
  const done = (payment: PosSalePayment | null): CheckedPayment => ({ errors, payment: errors.length ? null : payment, summary })

  if (draft.type === "card") {
    summary.card_cents = totalCents
    return done({ type: "card" })
  }
  if (draft.type === "cash") {
    const given =
      amountOf("payment.cash_given", draft.cash_given, errors, { required: false, zero: totalCents === 0 }) ?? (draft.cash_given.trim() ? null : totalCents)
    if (given !== null && given < totalCents) errors.push({ field: "payment.cash_given", code: "cash_short" })
    summary.cash_cents = totalCents
    summary.cash_given_cents = given
    summary.change_cents = given !== null ? Math.max(0, given - totalCents) : 0
    return done({ type: "cash", cash_given: dinars(given ?? totalCents) })
  }
  if (draft.type === "mixed") {
    const cash = amountOf("payment.cash", draft.cash, errors, { zero: true })
    const card = amountOf("payment.card", draft.card, errors, { zero: true })
    if (cash !== null && card !== null && cash + card !== totalCents) errors.push({ field: "payment", code: "mixed_total_mismatch" })
    const given = amountOf("payment.cash_given", draft.cash_given, errors, { required: false, zero: true })
    if (given !== null && cash !== null && given < cash) errors.push({ field: "payment.cash_given", code: "cash_short" })
    summary.cash_cents = cash ?? 0
    summary.card_cents = card ?? 0
    summary.cash_given_cents = given
    summary.change_cents = given !== null && cash !== null ? Math.max(0, given - cash) : 0
    return done({ type: "mixed", cash: dinars(cash ?? 0), card: dinars(card ?? 0), ...(given !== null && { cash_given: dinars(given) }) })
  }

  // a plan: someone owes the rest
  if (!hasCustomer) errors.push({ field: "customer", code: "customer_required" })
  if (draft.type === "installments" && delivery) errors.push({ field: "payment.type", code: "delivery_no_installments" })
  let deposit: number | null = null
  if (draft.type === "deposit") {
    deposit = amountOf("payment.deposit", draft.deposit, errors)
    if (deposit !== null && deposit >= totalCents) {
      errors.push({ field: "payment.deposit", code: "deposit_range" })
      deposit = null
    }
  }
  const onDelivery = draft.type === "deposit" && delivery && draft.rest === "on_delivery"
  const rows = onDelivery ? [] : checkSchedule(draft.schedule, today, errors)
  const scheduled = rows.reduce((sum, r) => sum + r.cents, 0)
  if (
    !onDelivery &&
    rows.length === draft.schedule.length &&
    rows.length &&
    (deposit ?? 0) + scheduled !== totalCents &&
    (deposit !== null || draft.type === "installments")
  )
    errors.push({ field: "payment.installments", code: "schedule_total" })
  const dueToday = rows.filter((r) => r.due_date === today).reduce((sum, r) => sum + r.cents, 0)
  summary.deposit_cents = deposit
  summary.on_delivery = onDelivery
  summary.schedule = rows.map((r) => ({ amount: dinars(r.cents), due_date: r.due_date }))
  summary.paid_now_cents = (deposit ?? 0) + dueToday
  summary.remaining_cents = Math.max(0, totalCents - summary.paid_now_cents)
  if (draft.method === "cash") summary.cash_cents = summary.paid_now_cents
  else summary.card_cents = summary.paid_now_cents
  const installments = rows.map((r) => ({ amount: dinars(r.cents), due_date: r.due_date }))
  return done(
    draft.type === "deposit"
      ? { type: "deposit", deposit: dinars(deposit ?? 0), method: draft.method, ...(onDelivery ? {} : { installments }) }
      : { type: "installments", method: draft.method, installments }
  )
}

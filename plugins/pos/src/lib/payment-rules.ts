/**
 * The back-office spec's payment rules (§3 "Payment types", "Installment", §5 "Cashier texts"), pure:
 * what the till and the payment-plan routes check before anything is written. Amounts are dinars with at
 * most 2 decimals; they are compared in centimes so that 0.1 + 0.2 is 0.3. Errors name the field, with a
 * code the screens translate (fr, en, ar).
 */

/** The spec's payment types: CashPayment, TransporterPayment, Deposit, Installment. */
export const PAYMENT_TYPES = ["cash", "transporter", "deposit", "installments"] as const
export type PaymentType = (typeof PAYMENT_TYPES)[number]

/** How money is taken at the till. */
export const PAYMENT_METHODS = ["cash", "card"] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** A refused field: its code for the screens, a message, and the numbers a message names (`max`, `min`). */
export type RuleError = { field: string; code: RuleCode; message: string; vars?: Record<string, number> }
export type RuleCode =
  | "required"
  | "not_a_number"
  | "not_positive"
  | "too_many_decimals"
  | "too_low"
  | "too_high"
  | "mixed_sum"
  | "schedule_sum"
  | "invalid_date"
  | "date_in_past"
  | "date_order"
  | "too_few"
  | "too_many"
  | "invalid"
  | "discount_limit"
  | "below_minimum"
  | "not_for_sale"
  | "not_assigned"
  | "offline_delivery"

/** An amount in centimes, or null when it is not a number with at most 2 decimals. */
export const centimes = (amount: unknown): number | null => {
  if (typeof amount !== "number" || !Number.isFinite(amount)) return null
  const c = Math.round(amount * 100)
  return Math.abs(c - amount * 100) < 1e-6 ? c : null
}
export const dinars = (c: number) => c / 100

export function amountErrors(field: string, value: unknown, { allowZero = false } = {}): RuleError[] {
  if (value === undefined || value === null) return [{ field, code: "required", message: `${field} is required` }]
  if (typeof value !== "number" || !Number.isFinite(value)) return [{ field, code: "not_a_number", message: `${field} must be a number` }]
  if (centimes(value) === null) return [{ field, code: "too_many_decimals", message: `${field} has more than 2 decimals` }]
  if (value < 0 || (!allowZero && value === 0)) return [{ field, code: "not_positive", message: `${field} must be more than 0` }]
  return []
}

/** What the buyer hands over at the till. */
export type TillPayment = { method: "cash"; tendered: number } | { method: "card" } | { method: "mixed"; cash: number; card: number; tendered?: number }

export type TillResult = { ok: true; cash: number; card: number; change_due: number } | { ok: false; errors: RuleError[] }

/**
 * A sale paid now, at the till: cash (the change due is what was tendered beyond the total), card, or
 * mixed, where cash plus card must equal the total (the spec's rule) — the cash part may itself be paid
 * with a larger note (`tendered`).
 */
export function checkTillPayment(total: number, payment: TillPayment): TillResult {
  const t = centimes(total)
  if (t === null || t < 0) return { ok: false, errors: [{ field: "total", code: "not_a_number", message: "total must be an amount" }] }
  if (payment.method === "card") return { ok: true, cash: 0, card: dinars(t), change_due: 0 }
  if (payment.method === "cash") {
    const errors = amountErrors("payment.tendered", payment.tendered, { allowZero: t === 0 })
    if (errors.length) return { ok: false, errors }
    const tendered = centimes(payment.tendered)!
    if (tendered < t) return { ok: false, errors: [{ field: "payment.tendered", code: "too_low", message: "the cash tendered is less than the total" }] }
    return { ok: true, cash: dinars(t), card: 0, change_due: dinars(tendered - t) }
  }
  const errors = [...amountErrors("payment.cash", payment.cash, { allowZero: true }), ...amountErrors("payment.card", payment.card, { allowZero: true })]
  if (errors.length) return { ok: false, errors }
  const cash = centimes(payment.cash)!
  const card = centimes(payment.card)!
  if (cash + card !== t) return { ok: false, errors: [{ field: "payment", code: "mixed_sum", message: "cash plus card must equal the total" }] }
  let change = 0
  if (payment.tendered !== undefined) {
    const e = amountErrors("payment.tendered", payment.tendered, { allowZero: cash === 0 })
    if (e.length) return { ok: false, errors: e }
    const tendered = centimes(payment.tendered)!
    if (tendered < cash) return { ok: false, errors: [{ field: "payment.tendered", code: "too_low", message: "the cash tendered is less than the cash part" }] }
    change = tendered - cash
  }
  return { ok: true, cash: dinars(cash), card: dinars(card), change_due: dinars(change) }
}

/** One line of a schedule as typed: an amount and its due date (`YYYY-MM-DD`). */
export type ScheduleLine = { amount: number; due_date: string }

/**
 * A payment plan as typed: a deposit now (optional for installments, required for `deposit`), then either
 * the rest on delivery (the courier collects it: `deposit` only) or a schedule of installments.
 */
export type PlanInput = {
  type: "deposit" | "installments"
  deposit?: number
  rest?: "on_delivery" | "schedule"
  installments?: ScheduleLine[]
}

/** The plan's lines: the deposit (seq 0, due today) when there is one, then the installments in order. */
export type PlanLine = { seq: number; kind: "deposit" | "installment" | "on_delivery"; amount: number; due_date: string }

export const MAX_INSTALLMENTS = 24
const DATE = /^\d{4}-\d{2}-\d{2}$/

/** `YYYY-MM-DD` when it names a real calendar day, else null. */
export const calendarDay = (s: unknown): string | null => {
  if (typeof s !== "string" || !DATE.test(s)) return null
  const d = new Date(`${s}T00:00:00Z`)
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== s ? null : s
}

/**
 * Checks a plan against the order's total on `today` (`YYYY-MM-DD`, the shop's day) and gives its lines:
 * the deposit is more than 0 and less than the total; installments are 1 to 24 amounts due on days from
 * today on, each after the one before; deposit + installments = total exactly. The rest of a `deposit`
 * plan on delivery is one line, due when delivered (its date is today's, for ordering only).
 */
export function planLines(total: number, plan: PlanInput, today: string): { ok: true; lines: PlanLine[] } | { ok: false; errors: RuleError[] } {
  const t = centimes(total)
  if (t === null || t <= 0) return { ok: false, errors: [{ field: "total", code: "not_positive", message: "the order has nothing to pay" }] }
  const errors: RuleError[] = []
  const lines: PlanLine[] = []
  let sum = 0
  const wantsDeposit = plan.type === "deposit" || plan.deposit !== undefined
  if (wantsDeposit) {
    const e = amountErrors("deposit", plan.deposit)
    if (e.length) errors.push(...e)
    else if (centimes(plan.deposit)! >= t) errors.push({ field: "deposit", code: "too_high", message: "the deposit must be less than the total" })
    else {
      sum += centimes(plan.deposit)!
      lines.push({ seq: 0, kind: "deposit", amount: plan.deposit!, due_date: today })
    }
  }
  const rest = plan.type === "installments" ? "schedule" : (plan.rest ?? "on_delivery")
  if (rest === "on_delivery") {
    if (plan.installments?.length) errors.push({ field: "installments", code: "too_many", message: "the rest is paid on delivery: no installments" })
    if (!errors.length) lines.push({ seq: 1, kind: "on_delivery", amount: dinars(t - sum), due_date: today })
    return errors.length ? { ok: false, errors } : { ok: true, lines }
  }
  const schedule = plan.installments ?? []
  if (!schedule.length) errors.push({ field: "installments", code: "too_few", message: "installments are required" })
  if (schedule.length > MAX_INSTALLMENTS) errors.push({ field: "installments", code: "too_many", message: `at most ${MAX_INSTALLMENTS} installments` })
  let previous: string | null = null
  schedule.slice(0, MAX_INSTALLMENTS).forEach((line, i) => {
    const field = `installments.${i}`
    const e = amountErrors(`${field}.amount`, line?.amount)
    if (e.length) errors.push(...e)
    else sum += centimes(line.amount)!
    const day = calendarDay(line?.due_date)
    if (!day) errors.push({ field: `${field}.due_date`, code: "invalid_date", message: `${field}.due_date must be a date (YYYY-MM-DD)` })
    else if (day < today) errors.push({ field: `${field}.due_date`, code: "date_in_past", message: `${field}.due_date is before today` })
    else if (previous && day <= previous)
      errors.push({ field: `${field}.due_date`, code: "date_order", message: `${field}.due_date must come after the one before` })
    if (day) previous = day
    if (!e.length && day) lines.push({ seq: i + 1, kind: "installment", amount: line.amount, due_date: day })
  })
  if (!errors.length && sum !== t) {
    errors.push({
      field: "installments",
      code: "schedule_sum",
      message: `the deposit and installments add up to ${dinars(sum)}, the total is ${dinars(t)}`,
    })
  }
  return errors.length ? { ok: false, errors } : { ok: true, lines }
}

/** A plan's line as stored. */
export type StoredLine = { seq: number; kind: string; amount: number; due_date: string; paid_at: string | Date | null }

export type PlanState = { paid_total: number; remaining: number; paid: boolean; overdue: number[]; next_due: { seq: number; due_date: string } | null }

/**
 * Where a plan stands on `today`: what was paid, what remains, whether the whole schedule is paid, the
 * lines past due and unpaid (a line due on delivery is never overdue: it waits for the courier), and
 * the next line to pay.
 */
export function planState(lines: StoredLine[], today: string): PlanState {
  let paid = 0
  let total = 0
  const overdue: number[] = []
  let next: { seq: number; due_date: string } | null = null
  for (const line of [...lines].sort((a, b) => a.seq - b.seq)) {
    const c = centimes(Number(line.amount)) ?? 0
    total += c
    if (line.paid_at) {
      paid += c
      continue
    }
    if (line.kind !== "on_delivery" && line.due_date < today) overdue.push(line.seq)
    if (!next) next = { seq: line.seq, due_date: line.due_date }
  }
  return { paid_total: dinars(paid), remaining: dinars(total - paid), paid: total > 0 && paid === total, overdue, next_due: next }
}

/**
 * The payment plans of orders (issue 21, decision 0087): the spec's Deposit and Installment payment
 * types, answered by `@shop/pos`'s admin routes and read by the order page's widget.
 */
export type PlanLineKind = "deposit" | "installment" | "on_delivery"

export type AdminPlanLine = {
  seq: number
  kind: PlanLineKind
  amount: number
  /** The shop's day it is due, `YYYY-MM-DD`. */
  due_date: string
  paid_at: string | null
  /** The staff member who recorded it. */
  paid_by: string | null
  method: "cash" | "card" | null
}

export type AdminPaymentPlan = {
  id: string
  order_id: string
  type: "deposit" | "installments"
  total: number
  currency_code: string
  status: "open" | "paid"
  created_by: string | null
  lines: AdminPlanLine[]
  state: { paid_total: number; remaining: number; paid: boolean; overdue: number[]; next_due: { seq: number; due_date: string } | null }
}

export type AdminPaymentPlanResponse = { payment_plan: AdminPaymentPlan }

export type PostAdminPaymentPlan = {
  type: "deposit" | "installments"
  deposit?: number
  rest?: "on_delivery" | "schedule"
  installments?: { amount: number; due_date: string }[]
}

/** A refused plan or payment: each bad field with a code the screens translate. */
export type PlanFieldError = { field: string; code: string; message: string }

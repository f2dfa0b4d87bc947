import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { capturePaymentWorkflow } from "@medusajs/medusa/core-flows"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { leftToCapture, toCents } from "@shop/shared/money"
import { planLines, planState, type PaymentMethod, type PlanInput, type RuleError } from "../lib/payment-rules"
import { POS_MODULE } from "../modules/pos"
import type PosModuleService from "../modules/pos/service"

/**
 * A refusal the routes answer 400 with each field named: a MedusaError carrying `plan_errors` (the
 * workflow engine keeps an error's own fields when it serializes it).
 */
export const planRefusal = (errors: RuleError[]) =>
  Object.assign(new MedusaError(MedusaError.Types.INVALID_DATA, errors.map((e) => `${e.field}: ${e.message}`).join("; ")), { plan_errors: errors })

/** The field errors a failed run carries, if it is a plan refusal. */
export const planErrorsOf = (e: unknown): RuleError[] | undefined =>
  e && typeof e === "object" ? ((e as { plan_errors?: RuleError[] }).plan_errors ?? undefined) : undefined

type OrderMoney = {
  id: string
  total: number
  currency_code: string
  payment_collections?:
    | ({ payments?: ({ id: string; amount: number; canceled_at: string | null; captures?: ({ amount: number } | null)[] | null } | null)[] | null } | null)[]
    | null
}

/** The order's total and its live payments with what each has captured. */
async function orderMoney(container: { resolve: <T>(key: string) => T }, orderId: string): Promise<OrderMoney> {
  const query = container.resolve<{ graph: (q: unknown) => Promise<{ data: unknown[] }> }>(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: [
      "id",
      "total",
      "currency_code",
      "payment_collections.payments.id",
      "payment_collections.payments.amount",
      "payment_collections.payments.canceled_at",
      "payment_collections.payments.captures.amount",
    ],
    filters: { id: orderId },
  })
  const order = data[0] as OrderMoney | undefined
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order ${orderId} was not found`)
  return order
}

/** The order's live payment that can still take `amount`: authorized less captured. */
export function capturablePayment(order: OrderMoney, amount: number): { id: string } | null {
  const payments = (order.payment_collections ?? []).flatMap((c) => c?.payments ?? [])
  const payment = payments.find((p) => p && !p.canceled_at && toCents(leftToCapture(p)) >= toCents(amount))
  return payment ? { id: payment.id } : null
}

export type CreatePlanInput = { order_id: string; plan: PlanInput; today: string; actor_id: string | null }

/** Writes the plan and its lines after checking them against the order's total; one plan per order. */
const createPlanStep = createStep(
  "create-payment-plan",
  async (input: CreatePlanInput, { container }) => {
    const pos = container.resolve<PosModuleService>(POS_MODULE)
    const order = await orderMoney(container, input.order_id)
    const checked = planLines(Number(order.total), input.plan, input.today)
    if (!checked.ok) throw planRefusal(checked.errors)
    const [existing] = await pos.listPaymentPlans({ order_id: input.order_id }, { select: ["id"] })
    if (existing) throw new MedusaError(MedusaError.Types.CONFLICT, `Order ${input.order_id} already has a payment plan`)
    // the plan's payments are captured on the order's payment: it must still hold the whole total
    if (!capturablePayment(order, Number(order.total))) {
      throw new MedusaError(MedusaError.Types.CONFLICT, `Order ${input.order_id} has no payment left to plan: it was paid or cancelled`)
    }
    const plan = await pos.createPaymentPlans({
      order_id: input.order_id,
      type: input.plan.type,
      total: Number(order.total),
      currency_code: order.currency_code,
      created_by: input.actor_id,
    })
    await pos.createPlanLines(checked.lines.map((l) => ({ ...l, plan_id: plan.id })))
    return new StepResponse({ plan_id: plan.id }, plan.id)
  },
  async (planId, { container }) => {
    if (planId) await container.resolve<PosModuleService>(POS_MODULE).deletePaymentPlans(planId)
  }
)

export const createPaymentPlanWorkflow = createWorkflow("create-payment-plan", (input: CreatePlanInput) => {
  const plan = createPlanStep(input)
  return new WorkflowResponse(plan)
})

export type RecordPlanPaymentInput = { order_id: string; seq: number; method: PaymentMethod; actor_id: string | null; today: string }
type Marked = { line_id: string; plan_id: string; amount: number; paid_at: string; plan_paid: boolean }

/**
 * Marks one line paid, once: a compare-and-set on `paid_at is null` (two cashiers recording the same
 * installment at once: one wins, the other is told it was paid). A line due on delivery is the
 * courier's: not recorded here. The plan becomes `paid` with its last line. Undone by clearing the line
 * (only if it is still this payment) and reopening the plan.
 */
const markLinePaidStep = createStep(
  "mark-plan-line-paid",
  async (input: RecordPlanPaymentInput, { container }) => {
    const pg = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
    const [line] = await pg("pos_plan_line as l")
      .join("pos_payment_plan as p", "p.id", "l.plan_id")
      .where({ "p.order_id": input.order_id, "l.seq": input.seq })
      .whereNull("l.deleted_at")
      .whereNull("p.deleted_at")
      .select("l.id", "l.kind", "l.amount", "l.paid_at", "p.id as plan_id")
    if (!line) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order ${input.order_id} has no payment plan line ${input.seq}`)
    if (line.kind === "on_delivery") throw planRefusal([{ field: "seq", code: "too_high", message: "the rest due on delivery is collected by the courier" }])
    const paidAt = new Date().toISOString()
    return pg.transaction(async (trx) => {
      const updated = await trx("pos_plan_line")
        .where({ id: line.id })
        .whereNull("paid_at")
        .update({ paid_at: paidAt, paid_by: input.actor_id, method: input.method, updated_at: paidAt })
      if (!updated) throw new MedusaError(MedusaError.Types.CONFLICT, `Line ${input.seq} of order ${input.order_id} is already paid`)
      const lines = await trx("pos_plan_line").where({ plan_id: line.plan_id }).whereNull("deleted_at").select("seq", "kind", "amount", "due_date", "paid_at")
      const state = planState(
        lines.map((l) => ({ ...l, amount: Number(l.amount) })),
        input.today
      )
      if (state.paid) await trx("pos_payment_plan").where({ id: line.plan_id }).update({ status: "paid", updated_at: paidAt })
      const marked: Marked = { line_id: line.id, plan_id: line.plan_id, amount: Number(line.amount), paid_at: paidAt, plan_paid: state.paid }
      return new StepResponse(marked, marked)
    })
  },
  async (marked, { container }) => {
    if (!marked) return
    const pg = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
    await pg.transaction(async (trx) => {
      await trx("pos_plan_line").where({ id: marked.line_id, paid_at: marked.paid_at }).update({ paid_at: null, paid_by: null, method: null })
      await trx("pos_payment_plan").where({ id: marked.plan_id }).update({ status: "open" })
    })
  }
)

/** The order's Medusa payment that takes this amount (authorized, not yet captured that far). */
const findCapturableStep = createStep("find-plan-capture-payment", async (input: { order_id: string; amount: number }, { container }) => {
  const order = await orderMoney(container, input.order_id)
  return new StepResponse(capturablePayment(order, input.amount))
})

/**
 * Records one payment of a plan (an installment or the deposit): who (the staff member signed in),
 * when (now), how (cash or card); the amount is captured on the order's Medusa payment, so the order's
 * page shows what came in. An order without an authorized payment left keeps the record only.
 */
export const recordPlanPaymentWorkflow = createWorkflow("record-plan-payment", (input: RecordPlanPaymentInput) => {
  const marked = markLinePaidStep(input)
  const payment = findCapturableStep(transform({ input, marked }, ({ input, marked }) => ({ order_id: input.order_id, amount: marked.amount })))
  when({ payment }, ({ payment }) => !!payment).then(() => {
    capturePaymentWorkflow.runAsStep({
      input: transform({ payment, marked, input }, ({ payment, marked, input }) => ({
        payment_id: payment!.id,
        amount: marked.amount,
        captured_by: input.actor_id ?? undefined,
      })),
    })
  })
  return new WorkflowResponse(marked)
})

import type { OrderWorkflow } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  acquireLockStep,
  beginExchangeOrderWorkflow,
  confirmExchangeRequestWorkflow,
  createExchangeShippingMethodWorkflow,
  orderExchangeAddNewItemWorkflow,
  orderExchangeRequestItemReturnWorkflow,
  releaseLockStep,
} from "@medusajs/medusa/core-flows"
import { feesOf } from "../lib/fees"
import { linesValue, loadExchange, loadOrder, present } from "../lib/order"
import { checkExchange, EXCHANGE_TARGET } from "../lib/rules"
import type { LifeEventInput, LifePatch, OrderLifeRow } from "../modules/order-life/service"
import { lockOf } from "./lock"
import { applyLifeChangeStep } from "./steps/apply-life-change"
import { lifeOf, refused } from "./steps/plan-life-change"

export type ExchangeInput = {
  order_id: string
  return_lines: { line_item_id: string; quantity: number }[]
  new_items: { variant_id: string; quantity: number }[]
  note?: string | null
  actor_id?: string | null
}

type ExchangePlan = {
  order_id: string
  version: number
  previous: OrderLifeRow
  return_items: { id: string; quantity: number }[]
  new_items: { variant_id: string; quantity: number }[]
  location_id: string | null
  shipping_option_id: string
  returned_value: number
  fees: { courier_fee: number; return_fee: number; source: string }
  before: { collected_before: number; fees_before: number; owed_before: number }
}

const invalid = (message: string) => new MedusaError(MedusaError.Types.INVALID_DATA, message)
const cents = (v: unknown) => Math.round(Number(v ?? 0) * 100)

/**
 * Reads the life and the order under the order's lock, checks the exchange rule (409), the lines
 * to take back and the variants to send (400 naming the field), and what the earlier parcel leaves
 * on the life: its cash collected and fee stay accounted (`collected_before`, `fees_before`), and
 * what the courier still owes for it when not remitted yet (`owed_before`, settled with the
 * exchange parcel).
 */
export const planExchangeStep = createStep("plan-order-exchange", async (input: ExchangeInput, { container }) => {
  const life = await lifeOf(container, input.order_id)
  const verdict = checkExchange({ confirmation_state: life.confirmation_state, delivery_state: life.delivery_state, money_state: life.money_state })
  if (!verdict.ok) throw refused(verdict.rule)
  const order = await loadOrder(container, input.order_id)

  const ordered = new Map(present(order.items).map((i) => [i.id, Number(i.quantity)]))
  const taken = new Map<string, number>()
  input.return_lines.forEach((l, i) => {
    const max = ordered.get(l.line_item_id)
    if (max === undefined) throw invalid(`return_lines.${i}.line_item_id: ${l.line_item_id} is not a line of this order`)
    const total = (taken.get(l.line_item_id) ?? 0) + l.quantity
    if (total > max) throw invalid(`return_lines.${i}.quantity: at most ${max} can be taken back on this line`)
    taken.set(l.line_item_id, total)
  })
  const return_items = [...taken].map(([id, quantity]) => ({ id, quantity }))

  const ids = [...new Set(input.new_items.map((n) => n.variant_id))]
  const { data: variants } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "product_variant", fields: ["id"], filters: { id: ids } })
  const known = new Set((variants as { id: string }[]).map((v) => v.id))
  input.new_items.forEach((n, i) => {
    if (!known.has(n.variant_id)) throw invalid(`new_items.${i}.variant_id: no product variant ${n.variant_id}`)
  })

  const method = present(order.shipping_methods).find((m) => !!m.shipping_option_id)
  if (!method?.shipping_option_id) throw refused("exchange: the order has no shipping option to send the exchange parcel with")
  const shipping = present(order.shipping_methods).reduce((a, m) => a + Number(m.amount ?? 0), 0)
  const fees = await feesOf(container, life, shipping)

  // the earlier parcel (and earlier exchanges) stay accounted on the life
  const owedNow = life.money_state === "collected_by_courier" ? cents(life.cash_to_collect) - cents(life.courier_fee) : 0
  const before = {
    collected_before: (cents(life.collected_before) + cents(life.cash_to_collect)) / 100,
    fees_before: (cents(life.fees_before) + cents(life.courier_fee)) / 100,
    owed_before: life.money_state === "collected_by_courier" ? (cents(life.owed_before) + owedNow) / 100 : 0,
  }
  const plan: ExchangePlan = {
    order_id: input.order_id,
    version: Number(life.version),
    previous: life,
    return_items,
    new_items: input.new_items.map((n) => ({ variant_id: n.variant_id, quantity: n.quantity })),
    location_id: life.location_id ?? null,
    shipping_option_id: method.shipping_option_id,
    returned_value: linesValue(order, return_items),
    fees,
    before,
  }
  return new StepResponse(plan)
})

/**
 * After Medusa confirmed the exchange: the value of the lines it brings (Medusa's prices, taxes and
 * discounts in) minus the value of the lines taken back is what the courier collects. An exchange
 * for less than what comes back would owe the buyer money at the door: refused (409), and the
 * workflow's compensation undoes Medusa's exchange.
 */
export const exchangeDifferenceStep = createStep(
  "order-exchange-difference",
  async (input: { order_id: string; exchange_id: string; returned_value: number }, { container }) => {
    const exchange = await loadExchange(container, input.exchange_id)
    const order = await loadOrder(container, input.order_id)
    const new_value = linesValue(order, exchange.new_items)
    const difference = (cents(new_value) - cents(input.returned_value)) / 100
    if (difference < 0) {
      throw refused(
        `exchange: the new items (${new_value} DA) are worth less than the items taken back (${input.returned_value} DA); the courier cannot pay the buyer back at the door — record a return and a refund instead`
      )
    }
    return new StepResponse({ exchange, new_value, difference })
  }
)

/**
 * An exchange of a delivered order (decision 0042), under the order's lock: plan (rules, 409; lines
 * and variants, 400) → Medusa's own exchange (begun, the old lines' return requested at the
 * fulfillment's location, the new items added at the shop's prices, an outbound shipping method at
 * 0 — the exchange parcel's fee is the courier's, settled in its remittance — then confirmed, which
 * reserves the new items) → the difference → the life: delivery back to not_shipped with kind
 * exchange, money back to to_collect with the difference frozen as cash to collect, the earlier
 * parcel's cash kept in `collected_before` / `fees_before` / `owed_before`. Each core flow undoes
 * itself if a later step fails; the life's write is compensated by `restoreChange`.
 */
export const exchangeOrderWorkflow = createWorkflow("exchange-cod-order", (input: ExchangeInput) => {
  const lock = lockOf(input)
  acquireLockStep(lock)
  const plan = planExchangeStep(input)
  const begun = beginExchangeOrderWorkflow.runAsStep({
    input: transform({ plan, input }, ({ plan, input }) => ({
      order_id: plan.order_id,
      created_by: input.actor_id ?? undefined,
      internal_note: input.note ?? undefined,
      description: "cash-on-delivery exchange",
    })),
  })
  const exchangeId = transform({ begun }, ({ begun }) => begun.exchange_id!)
  orderExchangeRequestItemReturnWorkflow.runAsStep({
    // the type asks for a return_id the workflow never reads: it makes the exchange's return itself
    input: transform(
      { exchangeId, plan },
      ({ exchangeId, plan }) =>
        ({
          exchange_id: exchangeId,
          location_id: plan.location_id ?? undefined,
          items: plan.return_items,
        }) as OrderWorkflow.OrderExchangeRequestItemReturnWorkflowInput
    ),
  })
  orderExchangeAddNewItemWorkflow.runAsStep({
    input: transform({ exchangeId, plan }, ({ exchangeId, plan }) => ({ exchange_id: exchangeId, items: plan.new_items })),
  })
  createExchangeShippingMethodWorkflow.runAsStep({
    input: transform({ exchangeId, plan }, ({ exchangeId, plan }) => ({
      exchange_id: exchangeId,
      shipping_option_id: plan.shipping_option_id,
      custom_amount: 0,
    })),
  })
  confirmExchangeRequestWorkflow.runAsStep({
    input: transform({ exchangeId, input }, ({ exchangeId, input }) => ({ exchange_id: exchangeId, confirmed_by: input.actor_id ?? undefined })),
  })
  const diff = exchangeDifferenceStep(
    transform({ plan, exchangeId }, ({ plan, exchangeId }) => ({ order_id: plan.order_id, exchange_id: exchangeId, returned_value: plan.returned_value }))
  )
  const life = applyLifeChangeStep(
    transform({ plan, diff, input }, ({ plan, diff, input }) => {
      const prev = plan.previous
      const patch: LifePatch = {
        ...EXCHANGE_TARGET,
        exchange_id: diff.exchange.id,
        cash_to_collect: diff.difference,
        courier_fee: plan.fees.courier_fee,
        return_fee: plan.fees.return_fee,
        ...plan.before,
        tracking_number: null,
        fulfillment_id: null,
        remittance_id: null,
        handed_over_at: null,
        delivered_at: null,
        returned_at: null,
        return_reason: null,
        delivery_attempts: 0,
      }
      const data = {
        kind: "exchange",
        exchange_id: diff.exchange.id,
        return_id: diff.exchange.return_id,
        returned_items: plan.return_items,
        returned_value: plan.returned_value,
        new_items: diff.exchange.new_items,
        new_value: diff.new_value,
        cash_to_collect: diff.difference,
        courier_fee: plan.fees.courier_fee,
        return_fee: plan.fees.return_fee,
        fee_source: plan.fees.source,
        ...plan.before,
      }
      const ev = (axis: "delivery" | "money", from: string, to: string, d: Record<string, unknown>): LifeEventInput => ({
        axis,
        from_state: from,
        to_state: to,
        actor_id: input.actor_id ?? null,
        note: axis === "delivery" ? input.note?.trim() || null : null,
        data: d,
      })
      return {
        order_id: plan.order_id,
        version: plan.version,
        previous: prev,
        patch,
        events: [
          ev("delivery", prev.delivery_state, EXCHANGE_TARGET.delivery_state, data),
          ev("money", prev.money_state, EXCHANGE_TARGET.money_state, { by: "exchange", exchange_id: diff.exchange.id, owed_before: plan.before.owed_before }),
        ],
      }
    })
  )
  releaseLockStep(lock)
  return new WorkflowResponse(life)
})

import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { cancelOrderWorkflow, createRemoteLinkStep } from "@medusajs/medusa/core-flows"
import { ORDER_LIFE_MODULE } from "@shop/order-life/workflows"
import { giveBack, ordersOfAttempt, takeOverAbandoned } from "../lib/abandoned-attempts"
import { releaseOrderSlot } from "../lib/gate"
import { completeCodOrderSlotStep } from "./steps/complete-cod-order-slot"

export type RecoverCodAttemptInput = { slot_id: string; idempotency_key: string }

/**
 * finish: the order and its life exist (the order was placed: stock reserved, payment authorized),
 * only the answer was not stored; cancel: the order exists but the attempt died before its life
 * (reservations or payment may be missing or half made); drop: no order (an attempt that went
 * through a cart may leave it open: it holds no stock and stays an abandoned cart).
 */
export type CodAttemptRecovery = {
  action: "finish" | "cancel" | "drop"
  order_id: string | null
  life_id: string | null
  link_missing: boolean
}

const planCodAttemptRecoveryStep = createStep("plan-cod-attempt-recovery", async (input: RecoverCodAttemptInput, { container }) => {
  const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const order_id = (await ordersOfAttempt(pg, input.idempotency_key))[0] ?? null
  if (!order_id) return new StepResponse<CodAttemptRecovery>({ action: "drop", order_id, life_id: null, link_missing: false })
  const { data: orders } = await query.graph({ entity: "order", fields: ["id", "status", "order_life.id"], filters: { id: order_id } })
  const { data: lives } = await query.graph({ entity: "order_life", fields: ["id"], filters: { order_id } })
  const life_id = lives[0]?.id ?? null
  const order = orders[0]
  if (!order || order.status === "canceled") return new StepResponse<CodAttemptRecovery>({ action: "drop", order_id, life_id, link_missing: false })
  return new StepResponse<CodAttemptRecovery>({
    action: life_id ? "finish" : "cancel",
    order_id,
    life_id,
    link_missing: !!life_id && !(order as { order_life?: { id: string } | null }).order_life,
  })
})

/** The last step of a recovery that does not finish the order: the key is free for the buyer's retry. */
const releaseCodOrderSlotStep = createStep("release-cod-order-slot", async (slotId: string, { container }) => {
  await releaseOrderSlot(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), slotId)
  return new StepResponse(slotId)
})

/**
 * Settles an order attempt whose process died mid-way (decision 0051), from what the books show:
 * an order with its life is finished (link, answer stored: the buyer's retry gets it, no second
 * order); an order without its life is cancelled by Medusa's own workflow (its reservations
 * released, its payment cancelled); an attempt without an order is only released. Then the key is released.
 */
export const recoverCodAttemptWorkflow = createWorkflow("recover-cod-attempt", (input: RecoverCodAttemptInput) => {
  const plan = planCodAttemptRecoveryStep(input)
  when("finish-placed-cod-order", { plan }, ({ plan }) => plan.action === "finish").then(() => {
    createRemoteLinkStep(
      transform({ plan }, ({ plan }) =>
        plan.link_missing ? [{ [Modules.ORDER]: { order_id: plan.order_id as string }, [ORDER_LIFE_MODULE]: { order_life_id: plan.life_id as string } }] : []
      )
    )
    completeCodOrderSlotStep(transform({ input, plan }, ({ input, plan }) => ({ slot_id: input.slot_id, order_id: plan.order_id as string })))
  })
  when("cancel-half-placed-cod-order", { plan }, ({ plan }) => plan.action === "cancel").then(() => {
    cancelOrderWorkflow.runAsStep({ input: transform({ plan }, ({ plan }) => ({ order_id: plan.order_id as string })) })
  })
  when("release-abandoned-cod-attempt", { plan }, ({ plan }) => plan.action !== "finish").then(() => {
    releaseCodOrderSlotStep(transform({ input }, ({ input }) => input.slot_id))
  })
  return new WorkflowResponse(plan)
})

/**
 * Takes over the abandoned attempts (one key: a buyer's retry; else those older than
 * `older_than_seconds`: the job) and settles each; one that fails goes back to its dead owner for
 * the next sweep. Answers what was done, by key.
 */
export async function recoverAbandonedCodAttempts(container: MedusaContainer, opts: { key?: string; older_than_seconds?: number }) {
  const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const done: { idempotency_key: string; action: CodAttemptRecovery["action"]; order_id: string | null }[] = []
  for (const attempt of await takeOverAbandoned(pg, opts)) {
    try {
      const { result } = await recoverCodAttemptWorkflow(container).run({ input: { slot_id: attempt.id, idempotency_key: attempt.idempotency_key } })
      done.push({ idempotency_key: attempt.idempotency_key, action: result.action, order_id: result.order_id })
    } catch (e) {
      await giveBack(pg, attempt)
      container.resolve(ContainerRegistrationKeys.LOGGER).warn(`cod: recovering attempt ${attempt.id} failed, left for the next sweep: ${(e as Error).message}`)
    }
  }
  return done
}

import { acquireLockStep, adjustInventoryLevelsStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { ensureInventoryLevelsStep, takeStockStep } from "./steps/inventory"
import { recordMovementsStep } from "./steps/movements"
import {
  editExpeditionItemStep,
  markCancelledStep,
  markSentStep,
  recordReceptionStep,
  setExpeditionStatusStep,
  type ItemEdit,
  type Reception,
} from "./steps/expedition"

type Actor = { actor_id?: string | null }
type Move = { inventory_item_id: string; variant_id: string; location_id: string; quantity: number }

/**
 * Every change of an expedition runs under one lock per expedition (Medusa's locking module: Redis
 * when REDIS_URL is set, so several server processes share it). A failed step releases it through
 * the acquire step's compensation.
 */
const lockOf = (input: { expedition_id: string }) =>
  transform({ input }, ({ input }) => ({ key: `internal-expedition:${input.expedition_id}`, timeout: 30, ttl: 60 }))

export const editExpeditionItemWorkflow = createWorkflow("edit-expedition-item", (input: ItemEdit) => {
  const lock = lockOf(input)
  acquireLockStep(lock)
  const item = editExpeditionItemStep(input)
  releaseLockStep(lock)
  return new WorkflowResponse(item)
})

/** inprogress → sent: the items leave the source warehouse (in transit until received). */
export const sendExpeditionWorkflow = createWorkflow("send-internal-expedition", (input: { expedition_id: string } & Actor) => {
  const lock = lockOf(input)
  acquireLockStep(lock)
  const sent = markSentStep(input)
  takeStockStep(sent.takes)
  recordMovementsStep(
    transform({ sent, input }, ({ sent, input }) =>
      sent.takes.map((t: Move) => ({
        ...t,
        quantity: -t.quantity,
        kind: "expedition_send" as const,
        actor_id: input.actor_id ?? null,
        expedition_id: sent.expedition_id,
      }))
    )
  )
  releaseLockStep(lock)
  return new WorkflowResponse(sent)
})

/** One reception of one line: the quantity enters the destination warehouse. */
export const receiveExpeditionPartWorkflow = createWorkflow("receive-expedition-part", (input: Reception & Actor) => {
  const lock = lockOf(input)
  acquireLockStep(lock)
  const reception = recordReceptionStep(input)
  const moves = transform({ reception }, ({ reception }) => [reception.move as Move])
  ensureInventoryLevelsStep(moves)
  adjustInventoryLevelsStep(
    transform({ moves }, ({ moves }) => moves.map((m) => ({ inventory_item_id: m.inventory_item_id, location_id: m.location_id, adjustment: m.quantity })))
  )
  recordMovementsStep(
    transform({ moves, reception, input }, ({ moves, reception, input }) =>
      moves.map((m) => ({ ...m, kind: "expedition_receive" as const, actor_id: input.actor_id ?? null, expedition_id: reception.expedition_id }))
    )
  )
  releaseLockStep(lock)
  return new WorkflowResponse(reception)
})

/** → cancelled: whatever is still in transit goes back to the source warehouse. */
export const cancelExpeditionWorkflow = createWorkflow("cancel-internal-expedition", (input: { expedition_id: string } & Actor) => {
  const lock = lockOf(input)
  acquireLockStep(lock)
  const cancelled = markCancelledStep(input)
  ensureInventoryLevelsStep(cancelled.returns)
  adjustInventoryLevelsStep(
    transform({ cancelled }, ({ cancelled }) =>
      cancelled.returns.map((m: Move) => ({ inventory_item_id: m.inventory_item_id, location_id: m.location_id, adjustment: m.quantity }))
    )
  )
  recordMovementsStep(
    transform({ cancelled, input }, ({ cancelled, input }) =>
      cancelled.returns.map((m: Move) => ({
        ...m,
        kind: "expedition_return" as const,
        actor_id: input.actor_id ?? null,
        expedition_id: cancelled.expedition_id,
      }))
    )
  )
  releaseLockStep(lock)
  return new WorkflowResponse(cancelled)
})

export const setExpeditionStatusWorkflow = createWorkflow(
  "set-internal-expedition-status",
  (input: { expedition_id: string; action: "arrive" | "complete" }) => {
    const lock = lockOf(input)
    acquireLockStep(lock)
    const result = setExpeditionStatusStep(input)
    releaseLockStep(lock)
    return new WorkflowResponse(result)
  }
)

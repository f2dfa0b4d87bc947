import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { COD_MODULE } from "../../modules/cod"
import type { ConfirmationStatus } from "../../modules/cod/models/confirmation"
import type CodModuleService from "../../modules/cod/service"

export type UpdateConfirmationInput = {
  order_id: string
  status: Exclude<ConfirmationStatus, "to_confirm">
  /** ISO date (workflow input is serialized: a Date would arrive as a string anyway). */
  postponed_until?: string | null
  reason?: string | null
}

const FIELDS = ["id", "order_id", "status", "attempts", "postponed_until", "reason"]

/**
 * Records a call outcome. A cancelled order is final; "no answer" counts an attempt; a
 * postponement needs a date in the future; a cancellation needs a reason. The compensation
 * puts the previous outcome back.
 */
export const updateConfirmationStep = createStep(
  "update-cod-confirmation",
  async (input: UpdateConfirmationInput, { container }) => {
    const cod = container.resolve<CodModuleService>(COD_MODULE)
    const [current] = await cod.listCodConfirmations({ order_id: input.order_id }, { select: FIELDS })
    if (!current) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order ${input.order_id} has no cash-on-delivery confirmation`)
    if (current.status === "cancelled") {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Order ${input.order_id} is cancelled: its confirmation can no longer change`)
    }
    const until = input.postponed_until ? new Date(input.postponed_until) : null
    if (input.status === "postponed" && (!until || Number.isNaN(until.getTime()) || until.getTime() <= Date.now())) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "postponed_until: a postponed call needs a date in the future")
    }
    if (input.status === "cancelled" && !input.reason?.trim()) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "reason: a cancellation needs a reason")
    }
    const updated = await cod.updateCodConfirmations({
      id: current.id,
      status: input.status,
      attempts: current.attempts + (input.status === "no_answer" ? 1 : 0),
      postponed_until: input.status === "postponed" ? until : null,
      reason: input.reason?.trim() || (input.status === "cancelled" ? current.reason : null),
    })
    return new StepResponse(updated, current)
  },
  async (previous, { container }) => {
    if (!previous) return
    const { id, status, attempts, postponed_until, reason } = previous
    await container.resolve<CodModuleService>(COD_MODULE).updateCodConfirmations({ id, status, attempts, postponed_until, reason })
  }
)

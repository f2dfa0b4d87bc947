import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ATTEMPT_OWNER, holdOwnerLock } from "../../lib/attempt-owner"
import { bodyHash } from "../../lib/body-hash"
import { claimOrderSlot, releaseOrderSlot } from "../../lib/gate"
import type { CodOrderForm } from "../../lib/order-form"
import { COD_MODULE } from "../../modules/cod"
import type CodModuleService from "../../modules/cod/service"
import { codOrderRefusal } from "../cod-order-refusal"

export type CodOrderLimits = { cooldown_seconds: number; max_orders_per_phone_per_day: number }

export type ClaimCodOrderSlotInput = {
  idempotency_key: string
  form: CodOrderForm
  client_ip: string
  /** Staff orders pass their own (no cooldown, no cap); the store's come from the plugin's settings. */
  limits?: CodOrderLimits
}

/**
 * Claims the anti-abuse slot (idempotency key, blocklist, cooldown, daily cap; see `lib/gate.ts`):
 * a `pending` row that the last step completes with the answer. A refusal throws before anything
 * is written. The compensation deletes the pending row, so a failed order frees its key for a
 * retry and counts for no cooldown.
 */
export const claimCodOrderSlotStep = createStep(
  "claim-cod-order-slot",
  async (input: ClaimCodOrderSlotInput, { container }) => {
    const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const limits = input.limits ?? container.resolve<CodModuleService>(COD_MODULE).settings()
    const hash = bodyHash(input.form)
    // the attempt is this process's: should it die before the last step, another process recovers it
    await holdOwnerLock(pg)
    const gate = await claimOrderSlot(pg, {
      idempotency_key: input.idempotency_key,
      body_hash: hash,
      phone: input.form.phone,
      client_ip: input.client_ip,
      owner: ATTEMPT_OWNER,
      ...limits,
    })
    switch (gate.kind) {
      case "claimed":
        return new StepResponse({ slot_id: gate.id }, gate.id)
      case "existing":
        throw codOrderRefusal(gate.row.body_hash === hash ? { reason: "existing", row: gate.row } : { reason: "key_reused" })
      case "blocked":
        throw codOrderRefusal({ reason: "blocked" })
      default:
        throw codOrderRefusal({ reason: gate.kind, wait_seconds: gate.wait_seconds })
    }
  },
  async (slotId, { container }) => {
    if (slotId) await releaseOrderSlot(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), slotId)
  }
)

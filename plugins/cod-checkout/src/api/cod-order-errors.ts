import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, getVariantAvailability, MedusaError } from "@medusajs/framework/utils"
import { withoutQueryCache } from "@shop/shared/live-query"
import { readOrderSlot, type RequestRow } from "../lib/gate"
import { invalidDataBody } from "../lib/order-form"
import { refusalOf } from "../workflows/cod-order-refusal"
import { errorFields, isTransientConflict } from "../workflows/conflict-retry"
import { reply } from "./helpers"

/**
 * How the store's and the admin's order routes answer a failed `place-cod-order` run. Shared, so
 * both give the same answer for the same failure; the workflow already undid whatever it made.
 */
export type CodOrderErrorContext = {
  idempotency_key: string
  items: { variant_id: string; quantity: number }[]
  sales_channel_id: string
  /** The 403 body for a blocked phone: the buyer and the staff are told different things. */
  blocked: Record<string, unknown>
  /**
   * Runs the order again. Called once when this submit found its key held by an earlier attempt that
   * was then undone (a server died mid-order and the recovery released it while this retry waited):
   * this submit is the same order, so it places it rather than asking the client to send it again.
   */
  placeAgain?: () => Promise<Record<string, unknown>>
}

export async function replyCodOrderError(req: MedusaRequest, res: MedusaResponse, e: unknown, ctx: CodOrderErrorContext): Promise<void> {
  const refusal = refusalOf(e)
  switch (refusal?.reason) {
    case "invalid_fields":
      return reply(res, 400, invalidDataBody(refusal.errors))
    case "blocked":
      return reply(res, 403, ctx.blocked)
    case "cooldown":
    case "daily_cap":
      res.setHeader("Retry-After", String(refusal.wait_seconds))
      return reply(res, 429, {
        type: "too_many_requests",
        code: refusal.reason,
        message:
          refusal.reason === "cooldown"
            ? `An order was just placed from this phone or connection: wait ${refusal.wait_seconds} seconds`
            : `This phone has reached its orders for today: wait ${refusal.wait_seconds} seconds`,
        wait_seconds: refusal.wait_seconds,
      })
    case "key_reused":
      return reply(res, 422, { type: "invalid_data", code: "idempotency_key_reused", message: "This Idempotency-Key was used for a different order" })
    case "existing":
      return replayFirstAnswer(req, res, ctx, refusal.row)
    case "out_of_stock":
      return replyOutOfStock(res, refusal.variant_id)
    case "stock_busy":
      res.setHeader("Retry-After", String(refusal.wait_seconds))
      return reply(res, 409, {
        type: "conflict",
        code: "busy",
        message: `The last units of variant ${refusal.variant_id} are being ordered by other buyers right now: retry in ${refusal.wait_seconds} seconds`,
        variant_id: refusal.variant_id,
        wait_seconds: refusal.wait_seconds,
      })
  }
  if (isInsufficientInventory(e)) {
    return replyOutOfStock(res, await insufficientVariant(req, ctx.items, ctx.sales_channel_id))
  }
  // Lost the race for a lock more often than the retries allow: the same "busy, retry" as above.
  if (isTransientConflict(e)) {
    res.setHeader("Retry-After", "2")
    return reply(res, 409, { type: "conflict", code: "busy", message: "Other orders were being placed at the same moment: retry in a few seconds" })
  }
  // What the checks before cannot foresee, e.g. the rate table changed in between: the delivery.
  if (errorFields(e).type === MedusaError.Types.INVALID_DATA) {
    return reply(res, 400, invalidDataBody([{ field: "shipping_option_id", code: "invalid", message: errorFields(e).message ?? "invalid delivery" }]))
  }
  throw e
}

const replyOutOfStock = (res: MedusaResponse, variant_id: string) =>
  reply(res, 409, { type: "not_allowed", code: "insufficient_inventory", message: `Variant ${variant_id} is out of stock for this quantity`, variant_id })

// Below the request time limit of the security plugin (60 s), so a replay answers before it.
const REPLAY_WAIT_MS = 12_000
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** The same body again: the first answer, waited for while the first submit is still running. */
async function replayFirstAnswer(req: MedusaRequest, res: MedusaResponse, ctx: CodOrderErrorContext, row: RequestRow): Promise<void> {
  const pg = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const key = ctx.idempotency_key
  const deadline = Date.now() + REPLAY_WAIT_MS
  let current: RequestRow | undefined = row
  while (current?.status === "pending" && Date.now() < deadline) {
    await sleep(250)
    current = await readOrderSlot(pg, key)
  }
  if (current?.status === "completed") return reply(res, 200, current.response as Record<string, unknown>)
  if (!current && ctx.placeAgain) {
    const again = { ...ctx, placeAgain: undefined }
    try {
      return reply(res, 201, await ctx.placeAgain())
    } catch (e) {
      return replyCodOrderError(req, res, e, again)
    }
  }
  if (!current) {
    return reply(res, 409, {
      type: "conflict",
      code: "previous_attempt_failed",
      message: "The first submit with this Idempotency-Key failed: send the order again",
    })
  }
  res.setHeader("Retry-After", "3")
  return reply(res, 409, { type: "conflict", code: "in_progress", message: "This order is still being placed: retry in a few seconds" })
}

const isInsufficientInventory = (e: unknown) => {
  const { code, message } = errorFields(e)
  return code === MedusaError.Codes.INSUFFICIENT_INVENTORY || /required inventory|not enough stock/i.test(message ?? "")
}

/** The first line the stock cannot cover now (Medusa's own message names no variant). */
async function insufficientVariant(req: MedusaRequest, items: { variant_id: string; quantity: number }[], channelId: string) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const availability = await getVariantAvailability(withoutQueryCache(query), { variant_ids: items.map((i) => i.variant_id), sales_channel_id: channelId })
  const short = items.find((i) => (availability[i.variant_id]?.availability ?? Infinity) < i.quantity)
  return (short ?? items[0]).variant_id
}

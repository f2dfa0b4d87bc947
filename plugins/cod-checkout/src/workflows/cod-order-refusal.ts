import { MedusaError } from "@medusajs/framework/utils"
import type { RequestRow } from "../lib/gate"
import type { FieldError } from "../lib/order-form"

/**
 * Why `place-cod-order` placed nothing, for the route to answer with: the delivery named by the
 * form does not exist or is not served, or the anti-abuse gate refused the slot. Thrown by a
 * step before anything was written, so the compensation has nothing to undo.
 */
export type CodOrderRefusal =
  | { reason: "invalid_fields"; errors: FieldError[] }
  | { reason: "blocked" }
  | { reason: "cooldown" | "daily_cap"; wait_seconds: number }
  | { reason: "key_reused" }
  /** The Idempotency-Key's first submit: its answer is replayed (or awaited while it is pending). */
  | { reason: "existing"; row: RequestRow }
  /** No stock left for a line, seen before the checkout ran (`hold-cod-stock`). */
  | { reason: "out_of_stock"; variant_id: string }
  /** The last units of a line are held by orders in progress: retry shortly. */
  | { reason: "stock_busy"; variant_id: string; wait_seconds: number }

const TYPES: Record<CodOrderRefusal["reason"], string> = {
  invalid_fields: MedusaError.Types.INVALID_DATA,
  blocked: MedusaError.Types.NOT_ALLOWED,
  cooldown: MedusaError.Types.NOT_ALLOWED,
  daily_cap: MedusaError.Types.NOT_ALLOWED,
  key_reused: MedusaError.Types.INVALID_DATA,
  existing: MedusaError.Types.DUPLICATE_ERROR,
  out_of_stock: MedusaError.Types.NOT_ALLOWED,
  stock_busy: MedusaError.Types.NOT_ALLOWED,
}

/** A MedusaError carrying the refusal: the workflow engine keeps an error's own fields when it serializes it. */
export function codOrderRefusal(refusal: CodOrderRefusal): MedusaError {
  const error = new MedusaError(TYPES[refusal.reason], `cash-on-delivery order refused: ${refusal.reason}`)
  return Object.assign(error, { cod_refusal: refusal })
}

/** The refusal a failed run carries, if it is one (workflow errors reach the caller serialized). */
export const refusalOf = (e: unknown): CodOrderRefusal | undefined =>
  e && typeof e === "object" ? ((e as { cod_refusal?: CodOrderRefusal }).cod_refusal ?? undefined) : undefined

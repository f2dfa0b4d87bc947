import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { invalidDataBody, parseOrderForm } from "../../../lib/order-form"
import { reply } from "../../helpers"

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,100}$/

/** The Idempotency-Key header every submit of one order repeats (8 to 100 visible characters). */
export const idempotencyKeyOf = (req: MedusaRequest) => String(req.headers["idempotency-key"] ?? "").trim()

/**
 * Validates POST /store/cod-orders before the route: the Idempotency-Key, then the order form
 * through `parseOrderForm`, which names every bad field at once (`errors`, 400) where
 * `validateAndTransformBody` would name one. The parsed form becomes `req.validatedBody`.
 */
export function validateCodOrderRequest(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (!IDEMPOTENCY_KEY.test(idempotencyKeyOf(req))) {
    const message = "Idempotency-Key header is required: 8 to 100 visible characters, the same for every retry of one order"
    return reply(res, 400, invalidDataBody([{ field: "Idempotency-Key", code: "required", message }]))
  }
  const parsed = parseOrderForm(req.body)
  if (!parsed.ok) return reply(res, 400, invalidDataBody(parsed.errors))
  req.validatedBody = parsed.data
  next()
}

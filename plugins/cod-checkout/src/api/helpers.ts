import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ORDER_LIFE_MODULE, type OrderLifeModuleService } from "@shop/order-life/workflows"
import { COD_MODULE } from "../modules/cod"
import type CodModuleService from "../modules/cod/service"
import { placeNamesIn } from "../lib/places"
import { shopLanguage } from "@shop/shared/lang"
import type { SummaryLang } from "../lib/order-summary"

export const codService = (req: MedusaRequest) => req.scope.resolve<CodModuleService>(COD_MODULE)
export const lifeService = (req: MedusaRequest) => req.scope.resolve<OrderLifeModuleService>(ORDER_LIFE_MODULE)

/** A life row (the fields CONFIRMATION_FIELDS selects) as the queue's contract names them: `status` ← `confirmation_state`, `reason` ← `cancel_reason`. */
export function toConfirmation<
  L extends { confirmation_state?: string; cancel_reason?: string | null; delivery_state?: string; money_state?: string; version?: number },
>(life: L) {
  const { confirmation_state, cancel_reason, delivery_state: _d, money_state: _m, version: _v, ...rest } = life
  return { ...rest, status: confirmation_state, reason: cancel_reason ?? null }
}
export const queryOf = (req: MedusaRequest) => req.scope.resolve(ContainerRegistrationKeys.QUERY)
export const pgOf = (req: MedusaRequest) => req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)

/**
 * Answers with our own body. Thrown, a CONFLICT MedusaError reaches the client as Medusa's
 * generic idempotency text, and 403/422/429 have no MedusaError type at all.
 */
export const reply = (res: MedusaResponse, status: number, body: Record<string, unknown>) => void res.status(status).json(body)

export type { PlaceNames } from "../lib/places"

/** French and Arabic names of communes (and their wilaya) by commune code: staff read places, not codes. */
export const placeNames = (req: MedusaRequest, communeCodes: (number | null)[]) => placeNamesIn(req.scope, communeCodes)

/** `fr-DZ`, `ar-DZ`, `en-US` (Medusa's `x-medusa-locale` / `?locale=`) → the shop language; French otherwise. */
export function summaryLang(req: MedusaRequest): SummaryLang {
  // Medusa moves `x-medusa-locale` and `?locale=` to `req.locale`, which its request type does not declare
  return shopLanguage((req as MedusaRequest & { locale?: unknown }).locale ?? req.query.locale)
}

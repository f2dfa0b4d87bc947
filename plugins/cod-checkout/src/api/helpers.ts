import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ORDER_LIFE_MODULE, type OrderLifeModuleService } from "@shop/order-life/workflows"
import { COD_MODULE } from "../modules/cod"
import type CodModuleService from "../modules/cod/service"

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

/** The client address as Express sees it (Medusa trusts one proxy hop: the X-Forwarded-For it appends). */
export const clientIp = (req: MedusaRequest) => (req.ip || req.socket?.remoteAddress || "unknown").replace(/^::ffff:/, "")

/**
 * Answers with our own body. Thrown, a CONFLICT MedusaError reaches the client as Medusa's
 * generic idempotency text, and 403/422/429 have no MedusaError type at all.
 */
export const reply = (res: MedusaResponse, status: number, body: Record<string, unknown>) => void res.status(status).json(body)

export type PlaceNames = { wilaya_name_fr: string; wilaya_name_ar: string; commune_name_fr: string; commune_name_ar: string }
/** A commune as algeria-geo's `geo` module lists it (with its wilaya when that relation is asked for). */
type GeoCommune = { code: number; name_fr: string; name_ar: string; wilaya?: { name_fr: string; name_ar: string } | null }
type Geo = { listCommunes(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<GeoCommune[]> }

/** French and Arabic names of communes (and their wilaya) by commune code: staff read places, not codes. */
export async function placeNames(req: MedusaRequest, communeCodes: (number | null)[]): Promise<Map<number, PlaceNames>> {
  const codes = [...new Set(communeCodes.filter((c): c is number => typeof c === "number"))]
  if (!codes.length) return new Map()
  const communes = await req.scope.resolve<Geo>("geo").listCommunes({ code: codes }, { relations: ["wilaya"], take: null })
  return new Map(
    communes.map((c) => [
      c.code,
      { wilaya_name_fr: c.wilaya?.name_fr ?? "", wilaya_name_ar: c.wilaya?.name_ar ?? "", commune_name_fr: c.name_fr, commune_name_ar: c.name_ar },
    ])
  )
}

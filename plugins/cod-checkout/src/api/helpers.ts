import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import type { ZodTypeAny, z } from "@medusajs/framework/zod"
import { COD_MODULE } from "../modules/cod"
import type CodModuleService from "../modules/cod/service"

export const codService = (req: MedusaRequest) => req.scope.resolve<CodModuleService>(COD_MODULE)
export const queryOf = (req: MedusaRequest) => req.scope.resolve(ContainerRegistrationKeys.QUERY)
export const pgOf = (req: MedusaRequest) => req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)

/** Parses a query or params object, answering 400 with the offending field named. */
export function parseOrThrow<S extends ZodTypeAny>(schema: S, input: unknown, what: string): z.infer<S> {
  const result = schema.safeParse(input)
  if (!result.success) {
    const issue = result.error.issues[0]
    const field = issue.path.length ? issue.path.join(".") : what
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid ${field}: ${issue.message}`)
  }
  return result.data
}

/** The client address as Express sees it (Medusa trusts one proxy hop: the X-Forwarded-For it appends). */
export const clientIp = (req: MedusaRequest) => (req.ip || req.socket?.remoteAddress || "unknown").replace(/^::ffff:/, "")

/**
 * Answers with our own body. Thrown, a CONFLICT MedusaError reaches the client as Medusa's
 * generic idempotency text, and 403/422/429 have no MedusaError type at all.
 */
export const reply = (res: MedusaResponse, status: number, body: Record<string, unknown>) => void res.status(status).json(body)

export const CONFIRMATION_FIELDS = [
  "id", "order_id", "status", "attempts", "postponed_until", "reason", "first_name", "last_name", "phone",
  "wilaya_code", "commune_code", "transporter_id", "delivery_type", "created_at", "updated_at",
]
export const LEAD_FIELDS = [
  "id", "cart_id", "first_name", "last_name", "phone", "email", "address", "wilaya_code", "commune_code",
  "items", "status", "order_id", "converted_at", "created_at", "updated_at",
]

export type PlaceNames = { wilaya_name_fr: string; wilaya_name_ar: string; commune_name_fr: string; commune_name_ar: string }
type Geo = { listCommunes(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<any[]> }

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

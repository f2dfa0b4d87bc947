import type { MedusaRequest } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { ZodTypeAny, z } from "@medusajs/framework/zod"
import { GEO_MODULE } from "../modules/geo"
import type GeoModuleService from "../modules/geo/service"
import { likePattern } from "@shop/shared/text"
import { WilayaCodeParam } from "./validators"

export const geoService = (req: MedusaRequest) => req.scope.resolve<GeoModuleService>(GEO_MODULE)

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

export const wilayaCode = (req: MedusaRequest) =>
  parseOrThrow(WilayaCodeParam, req.params.code, "wilaya code") as number

export const searchFilter = (q?: string) => (q ? { search_key: { $ilike: likePattern(q) } } : {})

export const WILAYA_FIELDS = [
  "id", "code", "code_58", "name_fr", "name_ar", "reform",
  "postal_code", "phone_code", "latitude", "longitude", "deliverable",
] as const

export const COMMUNE_FIELDS = [
  "id", "code", "name_fr", "name_ar", "daira", "postal_code",
  "latitude", "longitude", "deliverable", "wilaya_id",
] as const

/** A commune as the API shows it: flat, without the ORM's `wilaya: { id }` reference. */
export function communeDto<T extends { wilaya?: unknown }>(commune: T): Omit<T, "wilaya"> {
  const { wilaya: _ref, ...rest } = commune
  return rest
}

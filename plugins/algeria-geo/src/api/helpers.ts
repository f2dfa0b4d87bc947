import type { MedusaRequest } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { GEO_MODULE } from "../modules/geo"
import type GeoModuleService from "../modules/geo/service"
import { likePattern } from "@shop/shared/text"
import { WilayaCodeParam } from "./validators"

export const geoService = (req: MedusaRequest) => req.scope.resolve<GeoModuleService>(GEO_MODULE)

/** The `:code` path parameter; Medusa validates bodies and queries, not paths, so a bad one is a 400 here. */
export function wilayaCode(req: MedusaRequest): number {
  const parsed = WilayaCodeParam.safeParse(req.params.code)
  if (!parsed.success) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid wilaya code: ${parsed.error.issues[0].message}`)
  }
  return parsed.data
}

export const searchFilter = (q?: string) => (q ? { search_key: { $ilike: likePattern(q) } } : {})

/** A commune as the API shows it: flat, without the ORM's `wilaya: { id }` reference. */
export function communeDto<T extends { wilaya?: unknown }>(commune: T): Omit<T, "wilaya"> {
  const { wilaya: _ref, ...rest } = commune
  return rest
}

import type { MedusaRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { TRANSPORTER_MODULE } from "../modules/transporter"
import type TransporterModuleService from "../modules/transporter/service"
import { findCommune, type GeoReader } from "../lib/pricing"
import { buildRateMatrix } from "../lib/rate-matrix"
import { OVERRIDE_FIELDS, STOP_DESK_FIELDS, TRANSPORTER_FIELDS } from "./query-config"
import { CommuneCodeParam } from "./validators"
import { shopLanguage } from "@shop/shared/lang"

export { OVERRIDE_FIELDS, STOP_DESK_FIELDS, TRANSPORTER_FIELDS }

export const transporterService = (req: MedusaRequest) => req.scope.resolve<TransporterModuleService>(TRANSPORTER_MODULE)
export const geoService = (req: MedusaRequest) => req.scope.resolve<GeoReader>("geo")

/** The `:code` path parameter of a commune; Medusa validates bodies and queries, not paths, so a bad one is a 400 here. */
export function communeCode(req: MedusaRequest): number {
  const parsed = CommuneCodeParam.safeParse(req.params.code)
  if (!parsed.success) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid commune code: ${parsed.error.issues[0].message}`)
  }
  return parsed.data
}

/** A shipping option reached through the transporter link, as Query returns it. */
type LinkedOption = { id: string; name: string; data: { delivery_type?: string } | null; deleted_at: Date | string | null }
type TransporterOptionsRow = { id: string; shipping_options?: (LinkedOption | null)[] | null }

// `delivery_type` is read from the option's `data`: absent if that was emptied by hand.
export type ShippingOptionRef = { id: string; name: string; delivery_type: string | undefined }

/** Each transporter's live shipping options, through the transporter ↔ shipping option link. */
export async function shippingOptionsOf(req: MedusaRequest, ids: string[]): Promise<Map<string, ShippingOptionRef[]>> {
  const out = new Map<string, ShippingOptionRef[]>(ids.map((id) => [id, []]))
  if (!ids.length) return out
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "transporter",
    fields: ["id", "shipping_options.id", "shipping_options.name", "shipping_options.data", "shipping_options.deleted_at"],
    filters: { id: ids },
  })
  for (const t of data as TransporterOptionsRow[]) {
    out.set(
      t.id,
      (t.shipping_options ?? [])
        .filter((o): o is LinkedOption => !!o && !o.deleted_at)
        .map((o) => ({ id: o.id, name: o.name, delivery_type: o.data?.delivery_type }))
    )
  }
  return out
}

export async function findTransporter(req: MedusaRequest) {
  const [transporter] = await transporterService(req).listTransporters({ id: req.params.id }, { select: TRANSPORTER_FIELDS })
  if (!transporter) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Transporter ${req.params.id} was not found`)
  return transporter
}

export async function transporterDto(req: MedusaRequest, id: string) {
  const [transporter] = await transporterService(req).listTransporters({ id }, { select: TRANSPORTER_FIELDS })
  if (!transporter) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Transporter ${id} was not found`)
  const options = await shippingOptionsOf(req, [id])
  return { ...transporter, shipping_options: options.get(id) ?? [] }
}

/** The commune named in a request body, or 400 naming `commune_code`. */
export async function communeForBody(req: MedusaRequest, code: number) {
  const dest = await findCommune(geoService(req), code)
  if (!dest) throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid commune_code: no commune has ONS code ${code}`)
  return dest
}

/** French and Arabic names of communes by code, for admin lists. */
export async function communeNames(req: MedusaRequest, codes: number[]) {
  const unique = [...new Set(codes)]
  if (!unique.length) return new Map<number, { name_fr: string; name_ar: string }>()
  const communes = await geoService(req).listCommunes({ code: unique }, { select: ["code", "name_fr", "name_ar"], take: null })
  return new Map(communes.map((c) => [c.code, { name_fr: c.name_fr, name_ar: c.name_ar }]))
}

/** ONS codes of a wilaya's communes (for `?wilaya_code=` filters). */
export async function communeCodesOfWilaya(req: MedusaRequest, wilayaCode: number): Promise<number[]> {
  const geo = geoService(req)
  const [wilaya] = await geo.listWilayas({ code: wilayaCode }, { select: ["id"] })
  if (!wilaya) return []
  const communes = await geo.listCommunes({ wilaya_id: wilaya.id }, { select: ["code"], take: null })
  return communes.map((c) => c.code)
}

/** The rate matrix of a transporter: 69 wilayas × home/stop_desk. */
export async function rateMatrix(req: MedusaRequest, transporterId: string) {
  const [wilayas, rates] = await Promise.all([
    geoService(req).listWilayas({}, { select: ["code", "code_58", "name_fr", "name_ar", "deliverable"], take: null }),
    transporterService(req).listTransporterRates({ transporter_id: transporterId }, { take: null }),
  ])
  return buildRateMatrix(wilayas, rates)
}

/** The shop language of a store request (`?locale=` / `x-medusa-locale`, which Medusa moves to `req.locale`); French otherwise. */
export const requestLanguage = (req: MedusaRequest) => shopLanguage((req as MedusaRequest & { locale?: unknown }).locale ?? req.query.locale)

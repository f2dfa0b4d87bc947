import { fold } from "@shop/shared/text"
import type TransporterModuleService from "../modules/transporter/service"
import { quoteTransporter, type TransporterQuote } from "./quote"

/** What this plugin reads from the algeria-geo module (its `geo` service). */
export type GeoReader = {
  listCommunes(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<GeoCommuneRow[]>
  listWilayas(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<GeoWilaya[]>
}
/** A commune as the geo module lists it; `wilaya` is loaded only when the relation is asked for. */
export type GeoCommuneRow = GeoCommune & { wilaya_id: string; wilaya: GeoWilaya }

export type GeoCommune = { id: string; code: number; name_fr: string; name_ar: string; deliverable: boolean }
export type GeoWilaya = { id: string; code: number; code_58: number; name_fr: string; name_ar: string; deliverable: boolean }
export type Destination = { commune: GeoCommune; wilaya: GeoWilaya }

/** A cart or order shipping address as Medusa passes it to a fulfillment provider. */
export type AddressLike =
  | {
      country_code?: string | null
      province?: string | null
      city?: string | null
      metadata?: Record<string, unknown> | null
    }
  | null
  | undefined

export type Unresolved = { error: "unknown_commune" | "not_deliverable" | "address_mismatch" | "not_algeria" }

const toDestination = (c: GeoCommuneRow): Destination => ({
  commune: { id: c.id, code: c.code, name_fr: c.name_fr, name_ar: c.name_ar, deliverable: c.deliverable },
  wilaya: {
    id: c.wilaya.id,
    code: c.wilaya.code,
    code_58: c.wilaya.code_58,
    name_fr: c.wilaya.name_fr,
    name_ar: c.wilaya.name_ar,
    deliverable: c.wilaya.deliverable,
  },
})

/** A commune by ONS code with its wilaya, whatever its deliverable flags. */
export async function findCommune(geo: GeoReader, code: number): Promise<Destination | null> {
  if (!Number.isInteger(code) || code <= 0) return null
  const [c] = await geo.listCommunes({ code }, { relations: ["wilaya"] })
  return c ? toDestination(c) : null
}

const asInt = (v: unknown) => {
  const s = typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : ""
  return /^\d{1,6}$/.test(s) ? Number(s) : null
}

/**
 * Where an address delivers to. `metadata.commune_code` (ONS code) is authoritative;
 * without it the commune is found by French or Arabic name inside the wilaya given by
 * `province` (the wilaya code, "16"). A province that contradicts the commune, an
 * unknown place or a non-deliverable one resolves to an error, never to a guess.
 */
export async function resolveDestination(geo: GeoReader, address: AddressLike): Promise<Destination | Unresolved> {
  if (!address) return { error: "unknown_commune" }
  if (address.country_code && address.country_code.toLowerCase() !== "dz") return { error: "not_algeria" }
  // "16", also ISO 3166-2 "DZ-16" as Medusa's own province codes are written
  const province = asInt(typeof address.province === "string" ? address.province.replace(/^dz-/i, "") : address.province)
  const communeCode = asInt(address.metadata?.commune_code)
  let dest: Destination | null = null
  if (communeCode !== null) {
    dest = await findCommune(geo, communeCode)
    if (dest && province !== null && dest.wilaya.code !== province) return { error: "address_mismatch" }
  } else if (province !== null && address.city) {
    const [wilaya] = await geo.listWilayas({ code: province }, { select: ["id"] })
    if (wilaya) {
      const city = fold(address.city)
      const communes = await geo.listCommunes({ wilaya_id: wilaya.id }, { relations: ["wilaya"], take: null })
      const match = communes.find((c) => fold(c.name_fr) === city || fold(c.name_ar) === city)
      dest = match ? toDestination(match) : null
    }
  }
  if (!dest) return { error: "unknown_commune" }
  if (!dest.commune.deliverable || !dest.wilaya.deliverable) return { error: "not_deliverable" }
  return dest
}

type PricingRow = Awaited<ReturnType<TransporterModuleService["pricingRows"]>>[number]
/** A stop-desk as the transporter module lists it. */
export type QuotedDesk = PricingRow["stopDesks"][number]
export type Quoted = PricingRow & { quote: TransporterQuote<QuotedDesk> }

/** Quotes transporters (all active ones, or the given ids) for a destination. */
export async function quoteDestination(
  service: TransporterModuleService,
  dest: Destination,
  filter: { transporter_ids?: string[]; active_only?: boolean } = { active_only: true }
): Promise<Quoted[]> {
  const rows = await service.pricingRows(filter, dest.wilaya, dest.commune.code)
  return rows.map((row) => ({
    ...row,
    quote: quoteTransporter({
      transporter: row.transporter,
      rates: row.rates,
      overrides: row.overrides,
      stopDesks: row.stopDesks,
      wilaya: dest.wilaya,
      communeCode: dest.commune.code,
    }),
  }))
}

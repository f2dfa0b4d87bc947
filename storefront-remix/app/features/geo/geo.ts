import { fold, searchKey } from "@shop/shared/text"
import type { Locale } from "~/lib/locale"
import type { StoreCommune, StoreWilaya } from "@shop/contracts/geo"

export type Wilaya = StoreWilaya
export type Commune = StoreCommune

/** Why a list could not be shown, as the page words it. */
export type GeoProblem = "failed" | "unknown_wilaya"

/** What a wilaya select needs; the page sends no more than this to the browser. */
export type WilayaOption = Pick<Wilaya, "code" | "name_fr" | "name_ar">

export type CommuneOption = Pick<Commune, "code" | "name_fr" | "name_ar">

export const toWilayaOption = ({ code, name_fr, name_ar }: Wilaya): WilayaOption => ({ code, name_fr, name_ar })
export const toCommuneOption = ({ code, name_fr, name_ar }: Commune): CommuneOption => ({ code, name_fr, name_ar })

type Named = { name_fr: string; name_ar: string }

export function localName(place: Named, locale: Locale): string {
  return locale === "ar" ? place.name_ar || place.name_fr : place.name_fr || place.name_ar
}

/** "16 - Alger" in fr and en, "16 - الجزائر" in ar; codes are zero-padded as on number plates ("06"). */
export function wilayaLabel(wilaya: WilayaOption, locale: Locale): string {
  return `${String(wilaya.code).padStart(2, "0")} - ${localName(wilaya, locale)}`
}

export function communeLabel(commune: Named, locale: Locale): string {
  return localName(commune, locale)
}

/** A wilaya code as typed in a URL or a form: 1 to 99, nothing else. */
export function parseWilayaCode(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,2}$/.test(value)) return null
  const code = Number(value)
  return code >= 1 ? code : null
}

/**
 * The communes whose French or Arabic name holds what the buyer typed, ignoring case, accents,
 * Arabic diacritics and alef/hamza/ta-marbuta spellings ("bejaia" finds Béjaïa, "الجزائر" finds
 * "الجزائر الوسطى"); `keep` (the chosen one) always stays listed.
 */
export function filterCommunes<C extends CommuneOption>(communes: C[], query: string, keep: number | null = null): C[] {
  const q = fold(query)
  if (!q) return communes
  return communes.filter((c) => c.code === keep || searchKey(c.name_fr, c.name_ar).includes(q))
}

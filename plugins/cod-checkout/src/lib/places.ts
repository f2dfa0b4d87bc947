import type { MedusaContainer } from "@medusajs/framework/types"

export type PlaceNames = { wilaya_name_fr: string; wilaya_name_ar: string; commune_name_fr: string; commune_name_ar: string }
/** A commune as algeria-geo's `geo` module lists it (with its wilaya when that relation is asked for). */
type GeoCommune = { code: number; name_fr: string; name_ar: string; wilaya?: { name_fr: string; name_ar: string } | null }
type Geo = { listCommunes(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<GeoCommune[]> }

/** French and Arabic names of communes (and their wilaya) by commune code. */
export async function placeNamesIn(scope: MedusaContainer, communeCodes: (number | null)[]): Promise<Map<number, PlaceNames>> {
  const codes = [...new Set(communeCodes.filter((c): c is number => typeof c === "number"))]
  if (!codes.length) return new Map()
  const communes = await scope.resolve<Geo>("geo").listCommunes({ code: codes }, { relations: ["wilaya"], take: null })
  return new Map(
    communes.map((c) => [
      c.code,
      { wilaya_name_fr: c.wilaya?.name_fr ?? "", wilaya_name_ar: c.wilaya?.name_ar ?? "", commune_name_fr: c.name_fr, commune_name_ar: c.name_ar },
    ])
  )
}

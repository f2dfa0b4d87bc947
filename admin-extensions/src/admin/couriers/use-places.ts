import { useQueries } from "@tanstack/react-query"
import type { AdminCommunesResponse } from "@shop/contracts/geo"
import type { PlaceNames } from "../cod/cod"
import { sdk } from "../shared/sdk"
import { useWilayas } from "../geo/use-geo"

/**
 * Names for places known only by codes (a wilaya and a commune code): the wilayas once, and the
 * communes of each wilaya in the list (a handful; the same cache as the geography screens).
 * A place whose names are not (yet) known is null: `placeLabel` then shows its codes.
 */
export function usePlaceNames(places: { wilaya_code: number; commune_code: number | null }[]) {
  const wilayas = useWilayas("").data?.wilayas ?? []
  const codes = [...new Set(places.map((p) => p.wilaya_code))].sort((a, b) => a - b)
  const communes = useQueries({
    queries: codes.map((code) => ({
      queryKey: ["dz-geo", "communes", code, ""],
      queryFn: () => sdk.client.fetch<AdminCommunesResponse>(`/admin/wilayas/${code}/communes`, { query: { limit: 500 } }),
      staleTime: 10 * 60_000,
    })),
  })
  const communeNames = new Map(communes.flatMap((q) => (q.data?.communes ?? []).map((c) => [c.code, c] as const)))
  const wilayaNames = new Map(wilayas.map((w) => [w.code, w]))
  return (wilaya: number, commune: number | null): PlaceNames => {
    const w = wilayaNames.get(wilaya)
    const c = commune === null ? undefined : communeNames.get(commune)
    return w && c ? { wilaya_name_fr: w.name_fr, wilaya_name_ar: w.name_ar, commune_name_fr: c.name_fr, commune_name_ar: c.name_ar } : null
  }
}

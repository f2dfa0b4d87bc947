import type { CommunesSource } from "~/features/geo/commune-state"
import { parseWilayaCode, toCommuneOption } from "~/features/geo/geo"
import { loadCommunes } from "~/features/geo/geo-loaders.server"
import type { Locale } from "~/lib/locale"
import type { DeliveryReads } from "~/lib/store-api.server"
import { loadTransporters } from "./transporter-loaders.server"
import type { TransportersSource } from "./transporter-state"
import { parseCommuneCode } from "./transporters"

export type DeliveryQuery = {
  wilaya: number | null
  communes: CommunesSource | null
  commune: number | null
  transporters: TransportersSource | null
  pick: { option: string; desk: string | null } | null
}

/**
 * The delivery part of the order form as the query asks for it: `?wilaya=16` brings its communes,
 * `&commune=1601` that commune's transporters, `&option=&desk=` a pick. This is how the form works
 * without JavaScript. A commune that is not one of the wilaya's is ignored, and so is its pick.
 */
export async function loadDeliveryQuery(client: DeliveryReads, query: URLSearchParams, locale: Locale = "fr"): Promise<DeliveryQuery> {
  const wilaya = parseWilayaCode(query.get("wilaya"))
  const asked = wilaya === null ? null : parseCommuneCode(query.get("commune"))
  // Both at once: a commune's code does not tell its wilaya (the 2026 wilayas kept their old codes).
  const [communes, transporters] = await Promise.all([
    wilaya === null ? null : loadCommunes(client, wilaya),
    asked === null ? null : loadTransporters(client, asked, locale),
  ])
  const communesSource: CommunesSource | null =
    wilaya === null || !communes
      ? null
      : communes.ok
        ? { wilaya, communes: communes.value.map(toCommuneOption), problem: null }
        : { wilaya, communes: null, problem: communes.problem }
  const commune = asked !== null && communesSource?.communes?.some((c) => c.code === asked) ? asked : null
  const transportersSource: TransportersSource | null =
    commune === null || !transporters
      ? null
      : transporters.ok
        ? { commune, transporters: transporters.value, problem: null }
        : { commune, transporters: [], problem: transporters.problem }
  const option = query.get("option")
  const pick = transportersSource && option ? { option, desk: query.get("desk") || null } : null
  return { wilaya, communes: communesSource, commune, transporters: transportersSource, pick }
}

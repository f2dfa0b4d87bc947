import { settle, type Loaded } from "~/features/geo/geo-loaders.server"
import type { Locale } from "~/lib/locale"
import type { DeliveryReads } from "~/lib/store-api.server"
import { toTransporter, type Transporter, type TransportProblem } from "./transporters"

/** A commune's transporters as the page shows them (desks in the page's language); a 404 (commune not delivered) reads "not served". */
export async function loadTransporters(client: DeliveryReads, communeCode: number, locale: Locale = "fr"): Promise<Loaded<Transporter[], TransportProblem>> {
  const result = await settle(`listing transporters of commune ${communeCode}`, client.listTransporters(communeCode, locale), "not_served")
  return result.ok ? { ok: true, value: result.value.map(toTransporter) } : result
}

import { settle, type Loaded } from "~/features/geo/geo-loaders.server"
import type { DeliveryReads } from "~/lib/store-api.server"
import { toTransporter, type Transporter, type TransportProblem } from "./transporters"

/** A commune's transporters as the page shows them; a 404 (commune not delivered) reads "not served". */
export async function loadTransporters(client: DeliveryReads, communeCode: number): Promise<Loaded<Transporter[], TransportProblem>> {
  const result = await settle(`listing transporters of commune ${communeCode}`, client.listTransporters(communeCode), "not_served")
  return result.ok ? { ok: true, value: result.value.map(toTransporter) } : result
}

import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import type { CourierAccountDTO } from "@shop/contracts/couriers"
import { COURIERS_MODULE, type CouriersModuleService } from "../modules/couriers"
import type { CourierAccountRow } from "../modules/couriers/service"
import { openJson } from "../lib/secrets"

export const couriersOf = (container: MedusaContainer) => container.resolve<CouriersModuleService>(COURIERS_MODULE)

/** A stored date as the API answers it (ISO 8601), null when unset. */
export const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null)

/** An account for the API: which secrets are set, never their values. */
export function accountDTO(a: CourierAccountRow): CourierAccountDTO {
  let credentials: Record<string, string> = {}
  try {
    credentials = openJson(a.credentials_enc)
  } catch {
    credentials = {}
  }
  return {
    id: a.id,
    transporter_id: a.transporter_id,
    adapter: a.adapter,
    name: a.name,
    base_url: a.base_url,
    sandbox: a.sandbox,
    active: a.active,
    from_wilaya_code: a.from_wilaya_code,
    credentials_set: Object.keys(credentials).filter((k) => !!credentials[k]),
    webhook_secret_set: !!a.webhook_secret_enc,
    webhook_path: `/hooks/couriers/${a.id}`,
    communes_count: Array.isArray(a.communes) ? a.communes.length : 0,
    communes_synced_at: iso(a.communes_synced_at),
    last_test_at: iso(a.last_test_at),
    last_test_error: a.last_test_error ?? null,
  }
}

export async function accountOr404(container: MedusaContainer, id: string): Promise<CourierAccountRow> {
  const [a] = await couriersOf(container).listCourierAccounts({ id })
  if (!a) throw new MedusaError(MedusaError.Types.NOT_FOUND, `id: courier account ${id} not found`)
  return a
}

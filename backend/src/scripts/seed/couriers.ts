import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { CourierAdapterKey } from "@shop/contracts/couriers"
import {
  COURIERS_MODULE,
  type CouriersModuleService,
  SANDBOX_CREDENTIALS,
  SANDBOX_WEBHOOK_SECRET,
  sandboxAccountId,
  sandboxBaseUrl,
  seal,
  sealJson,
} from "@shop/couriers/workflows"

/** The demo couriers' platforms: each demo transporter is linked to its platform's sandbox (the local fake `npm start` runs). */
const SANDBOX_OF: Record<string, CourierAdapterKey> = { yalidine: "yalidine", "zr-express": "procolis", noest: "noest" }

type TransporterReader = { listTransporters(f: Record<string, unknown>, c?: Record<string, unknown>): Promise<{ id: string; code: string; name: string }[]> }

/**
 * Links the demo transporters to their couriers' sandboxes (issue 16 item 3), once: a transporter
 * that already has an account the merchant connected is left alone; a sandbox account is kept
 * pointing at the sandbox this shop runs (its port follows the backend's, its API root and
 * credentials follow the fake's), so a later start on other ports still reaches it.
 * COURIER_SANDBOXES=off leaves every transporter by hand.
 */
export async function seedCourierSandboxes(container: MedusaContainer) {
  if (process.env.COURIER_SANDBOXES === "off") return { courier_accounts: 0 }
  const service = container.resolve<CouriersModuleService>(COURIERS_MODULE)
  const transporters = await container
    .resolve<TransporterReader>("transporter")
    .listTransporters({ code: Object.keys(SANDBOX_OF) }, { select: ["id", "code", "name"] })
  const base = process.env.COURIER_SANDBOX_PORT_BASE ? Number(process.env.COURIER_SANDBOX_PORT_BASE) : undefined
  let created = 0
  for (const t of transporters) {
    const key = SANDBOX_OF[t.code]
    const [existing] = await service.listCourierAccounts({ transporter_id: t.id }, { withDeleted: true })
    if (existing) {
      const url = sandboxBaseUrl(key, base)
      if (existing.sandbox && !existing.deleted_at && existing.id === sandboxAccountId(key) && existing.base_url !== url) {
        await service.updateCourierAccounts({ id: existing.id, base_url: url, credentials_enc: sealJson(SANDBOX_CREDENTIALS[key]), communes: null })
      }
      continue
    }
    await service.createCourierAccounts({
      id: sandboxAccountId(key),
      transporter_id: t.id,
      adapter: key,
      name: `${t.name} (sandbox)`,
      base_url: sandboxBaseUrl(key, base),
      credentials_enc: sealJson(SANDBOX_CREDENTIALS[key]),
      webhook_secret_enc: seal(SANDBOX_WEBHOOK_SECRET),
      sandbox: true,
      from_wilaya_code: 16,
    })
    created++
  }
  if (created) container.resolve(ContainerRegistrationKeys.LOGGER).info(`seed: ${created} courier sandbox accounts`)
  return { courier_accounts: created }
}

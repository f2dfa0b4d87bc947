import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { recoverAbandonedCodAttempts } from "../workflows/recover-cod-attempt"

/**
 * Every minute, on the worker: order attempts left pending by a backend process that died (crash,
 * SIGKILL, out of memory) and that no buyer retried are settled (decision 0051). A buyer's retry
 * settles its own at once (POST /store/cod-orders).
 */
export default async function recoverCodAttempts(container: MedusaContainer) {
  const done = await recoverAbandonedCodAttempts(container, { older_than_seconds: 30 })
  if (done.length) {
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .info(`cod: recovered ${done.length} abandoned order attempt(s): ${done.map((d) => `${d.idempotency_key} ${d.action}`).join(", ")}`)
  }
}

export const config = { name: "recover-cod-attempts", schedule: "* * * * *" }

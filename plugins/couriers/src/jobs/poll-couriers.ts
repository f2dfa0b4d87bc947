import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { pollAll } from "../lib/polling"

/** Every minute: the parcels whose next poll is due, for every courier account (decision 0041). */
export default async function pollCouriers(container: MedusaContainer) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  for (const r of await pollAll(container)) {
    if (r.error) logger.warn(`couriers: polling ${r.account_id}: ${r.error}`)
    else if (r.polled) logger.info(`couriers: polled ${r.polled} parcels of ${r.account_id}, ${r.events} new events, ${r.moved} orders moved`)
  }
}

export const config = { name: "poll-couriers", schedule: "* * * * *" }

import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { pruneAttempts } from "../lib/throttle"

/** Once a day, on the worker: attempt counters no limit reads any more (old windows, old locks) are deleted. */
export default async function pruneThrottle(container: MedusaContainer) {
  await pruneAttempts(container.resolve(ContainerRegistrationKeys.PG_CONNECTION))
}

export const config = { name: "security-prune-throttle", schedule: "17 4 * * *" }

import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { endExpiredDiscounts } from "../lib/discount-sync"

/** Every minute: discounts past their end date are marked ended and their sale price list drafted. */
export default async function endCatalogDiscounts(container: MedusaContainer) {
  const ended = await endExpiredDiscounts(container)
  if (ended.length) container.resolve(ContainerRegistrationKeys.LOGGER).info(`catalog: ended discounts ${ended.join(", ")}`)
}

export const config = { name: "end-catalog-discounts", schedule: "* * * * *" }

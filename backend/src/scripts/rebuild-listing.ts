import type { ExecArgs, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { indexProducts } from "@shop/listing/lib/indexer"

/** Rewrites every row of the listing read model from the products; returns how many were written. */
export async function rebuildListing(container: MedusaContainer) {
  return indexProducts(container.resolve(ContainerRegistrationKeys.PG_CONNECTION))
}

/** `npm run listing:rebuild` (`medusa exec ./src/scripts/rebuild-listing.ts`). */
export default async function run({ container }: ExecArgs) {
  const t = Date.now()
  const n = await rebuildListing(container)
  container.resolve(ContainerRegistrationKeys.LOGGER).info(`listing rebuilt: ${n} products in ${Date.now() - t} ms`)
}

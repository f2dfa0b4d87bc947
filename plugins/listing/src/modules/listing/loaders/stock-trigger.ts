import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { LoaderOptions } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ENSURE_STOCK_TRIGGER_SQL } from "../../../lib/stock-version"

/**
 * At every boot: the stock version's trigger on `inventory_level` exists (decision 0080). A failure is
 * logged, not fatal: the listing still serves, and the storefront's product pages then follow stock
 * changes by their 10-second life alone.
 */
export default async function ensureStockTrigger({ container, logger }: LoaderOptions) {
  const pg = container.resolve<Knex | undefined>(ContainerRegistrationKeys.PG_CONNECTION, { allowUnregistered: true })
  if (!pg) return
  try {
    await pg.raw(ENSURE_STOCK_TRIGGER_SQL)
  } catch (e) {
    logger?.error(`listing: the stock version's trigger could not be made: ${(e as Error).message}`)
  }
}

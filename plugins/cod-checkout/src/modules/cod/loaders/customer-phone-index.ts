import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { LoaderOptions } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/**
 * Every order finds its buyer's customer by phone (decision 0037), and Medusa's customer table has no
 * index on `phone`: each order read the whole table (a sequential scan per order, growing with every
 * buyer; decision 0086). The index belongs to Medusa's customer module, whose table may not exist yet
 * when this module's migrations run on a new database, so it is made here, at boot, once: under an
 * advisory lock (two processes booting together make it once), only when the table exists. A failure is
 * logged, not fatal: the lookup stays right, only slower.
 */
export const ENSURE_CUSTOMER_PHONE_INDEX_SQL = `
do $$
begin
  perform pg_advisory_xact_lock(hashtext('cod-customer-phone-index'));
  if to_regclass('public.customer') is not null then
    create index if not exists "IDX_cod_customer_phone" on public.customer (phone) where deleted_at is null;
  end if;
end $$;`

export default async function ensureCustomerPhoneIndex({ container, logger }: LoaderOptions) {
  const pg = container.resolve<Knex | undefined>(ContainerRegistrationKeys.PG_CONNECTION, { allowUnregistered: true })
  if (!pg) return
  try {
    await pg.raw(ENSURE_CUSTOMER_PHONE_INDEX_SQL)
  } catch (e) {
    logger?.error(`cod: the customer phone index could not be made: ${(e as Error).message}`)
  }
}

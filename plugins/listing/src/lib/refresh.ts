import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { indexProducts } from "./indexer"

/** One flusher at a time across every process (a transaction-level advisory lock). */
const LOCK = 460_519_2026

/**
 * Queues products for re-indexing in `listing_dirty` (one cheap insert per event, so a burst of
 * events, such as a seed's thousand translations, never floods the connection pool), then
 * drains the queue unless another process is already doing it.
 */
export async function markDirty(pg: Knex, ids: string[]) {
  const unique = [...new Set(ids)]
  if (!unique.length) return
  await pg.raw(`insert into listing_dirty (id) select unnest(?::text[]) on conflict (id) do nothing`, [unique])
  await flushDirty(pg)
}

/** Re-indexes queued products in batches on one connection; returns how many were indexed. */
export async function flushDirty(pg: Knex): Promise<number> {
  let total = 0
  let busy = 0
  for (;;) {
    const n = await pg.transaction(async (trx) => {
      const { rows } = await trx.raw(`select pg_try_advisory_xact_lock(?) as ok`, [LOCK])
      if (!rows[0].ok) return -1
      const taken = await trx.raw<{ rows: { id: string }[] }>(
        `delete from listing_dirty where id in (select id from listing_dirty order by created_at limit 500) returning id`
      )
      const ids = taken.rows.map((r) => r.id)
      if (!ids.length) return 0
      await indexProducts(trx, ids)
      return ids.length
    })
    // another process holds the lock: wait for it rather than leave our products queued
    // behind a flusher that may already have seen the queue empty
    if (n === -1 && busy++ < 100) {
      await new Promise((r) => setTimeout(r, 100))
      continue
    }
    if (n <= 0) return total
    total += n
  }
}

import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { indexProducts } from "./indexer"

/** One flusher at a time across every process (a transaction-level advisory lock). */
const LOCK = 460_519_2026

/**
 * Every write to `listing_product` goes through this queue and its drain, one drain at a time across
 * processes: a product is taken off the queue in the transaction that rewrites its row, so a change
 * committed after that transaction read the product queues it again (its insert waits for the
 * drain's delete to commit). Two writers outside the queue could each read before a change and the
 * staler one write last: the listing's catch-up job, rewriting alongside the drain, could leave a
 * card showing an out-of-stock size's price until the product changed again.
 *
 * `markDirty` queues products (one cheap insert per event, so a burst of events, such as a seed's
 * thousand translations, never floods the connection pool), then drains the queue unless another
 * process is already doing it.
 */
export async function markDirty(pg: Knex, ids: string[], { stockOnly = false } = {}) {
  await enqueue(pg, ids, stockOnly)
  await flushDirty(pg)
}

/**
 * `stockOnly`: queued because of a stock change, which may leave the product's row as it was (then the
 * listing version stays: `indexProducts`). A product queued for anything else as well is not stock-only.
 */
async function enqueue(pg: Knex, ids: string[], stockOnly = false) {
  const unique = [...new Set(ids)]
  if (unique.length)
    await pg.raw(
      `insert into listing_dirty (id, stock_only) select unnest(?::text[]), ?
         on conflict (id) do update set stock_only = listing_dirty.stock_only and excluded.stock_only`,
      [unique, stockOnly]
    )
}

/**
 * Rewrites these products' rows (every product's, and drops rows of products gone, without ids)
 * through the queue, and returns once the queue holds nothing queued before this call: when another
 * process holds the drain, it is the one writing them. Returns how many rows this process wrote.
 */
export async function reindexQueued(pg: Knex, ids?: string[]): Promise<number> {
  if (ids) await enqueue(pg, ids)
  else
    await pg.raw(`insert into listing_dirty (id) select id from product union select id from listing_product on conflict (id) do update set stock_only = false`)
  // as text: a JavaScript date would drop the microseconds and end the wait early
  const { rows } = await pg.raw<{ rows: { at: string }[] }>(`select now()::text as at`)
  let written = 0
  for (;;) {
    written += await flushDirty(pg)
    const left = await pg.raw<{ rows: { n: boolean }[] }>(`select exists (select 1 from listing_dirty where created_at <= ?::timestamptz) as n`, [rows[0].at])
    if (!left.rows[0].n) return written
    await new Promise((r) => setTimeout(r, 100))
  }
}

/**
 * Re-indexes queued products in batches on one connection; returns how many rows were written. In one
 * process one drain runs at a time: a call made while one runs is answered by the next drain, which
 * starts once the running one ends and so sees every product queued before the call. A seed's burst
 * of 4,200 events used to be 4,200 callers polling the lock every 100 ms (69,000 lock transactions,
 * half the seed's time; 2026-11-29); it is now a few drains.
 */
export function flushDirty(pg: Knex): Promise<number> {
  let drain = drains.get(pg)
  if (!drain) drains.set(pg, (drain = coalesced(() => drainDirty(pg))))
  return drain()
}
const drains = new WeakMap<Knex, () => Promise<number>>()

/**
 * `fn` run once at a time: a call while a run is going waits for the next run (one queued at most,
 * shared by every call made meanwhile), which starts when the current one settles.
 */
export function coalesced<T>(fn: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | null = null
  let queued: Promise<T> | null = null
  const start = () => {
    const run: Promise<T> = fn().finally(() => {
      if (current === run) current = null
    })
    current = run
    return run
  }
  return () => {
    if (queued) return queued
    if (!current) return start()
    const after = () => {
      queued = null
      return start()
    }
    queued = current.then(after, after)
    return queued
  }
}

async function drainDirty(pg: Knex): Promise<number> {
  let written = 0
  let busy = 0
  for (;;) {
    const { n, rows } = await pg.transaction(async (trx) => {
      const { rows } = await trx.raw(`select pg_try_advisory_xact_lock(?) as ok`, [LOCK])
      if (!rows[0].ok) return { n: -1, rows: 0 }
      const taken = await trx.raw<{ rows: { id: string; stock_only: boolean }[] }>(
        // the batch's ids as an array computed once, then deleted through the primary key: as `id in (select …)`
        // the planner, trusting statistics taken while the queue was empty, joined the queue with itself
        // (15.7 s per batch of 500 with 150,000 queued, 21 ms this way; a full rebuild at 200,000 products)
        `delete from listing_dirty where id = any(array(select id from listing_dirty order by created_at limit 500)) returning id, stock_only`
      )
      const ids = taken.rows.map((r) => r.id)
      const stockOnly = new Set(taken.rows.filter((r) => r.stock_only).map((r) => r.id))
      return { n: ids.length, rows: ids.length ? await indexProducts(trx, ids, { stockOnly }) : 0 }
    })
    written += rows
    // another process holds the lock: wait for it rather than leave our products queued
    // behind a flusher that may already have seen the queue empty
    if (n === -1 && busy++ < 100) {
      await new Promise((r) => setTimeout(r, 100))
      continue
    }
    if (n <= 0) return written
  }
}

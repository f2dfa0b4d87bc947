import type { Knex } from "knex"
import { ATTEMPT_OWNER, holdOwnerLock } from "./attempt-owner"

export type AbandonedAttempt = { id: string; idempotency_key: string; owner: string }

/**
 * Pending attempts whose owner process is gone, taken over by this process in one transaction: the
 * owner's session lock (lib/attempt-owner.ts) is free, so `pg_try_advisory_xact_lock` gets it, and
 * the rows become ours, so two recoverers never act on the same attempt. `key` narrows it to one
 * Idempotency-Key (the buyer's retry); else attempts older than `older_than_seconds` (the job).
 */
export async function takeOverAbandoned(pg: Knex, opts: { key?: string; older_than_seconds?: number; limit?: number }): Promise<AbandonedAttempt[]> {
  // our own lock first: once the rows name us, another process must see us alive
  await holdOwnerLock(pg)
  return await pg.transaction(async (trx) => {
    const q = trx("cod_order_request").whereNull("deleted_at").where({ status: "pending" }).whereNotNull("owner").whereNot({ owner: ATTEMPT_OWNER })
    if (opts.key !== undefined) q.where({ idempotency_key: opts.key })
    else q.where("created_at", "<", trx.raw("now() - make_interval(secs => ?)", [opts.older_than_seconds ?? 30]))
    const rows: AbandonedAttempt[] = await q
      .forUpdate()
      .skipLocked()
      .limit(opts.limit ?? 20)
      .select("id", "idempotency_key", "owner")
    const dead: AbandonedAttempt[] = []
    for (const row of rows) {
      const { rows: probe } = await trx.raw<{ rows: { free: boolean }[] }>("select pg_try_advisory_xact_lock(hashtext('cod-owner:' || ?)) as free", [row.owner])
      if (probe[0]?.free) dead.push(row)
    }
    if (dead.length) {
      await trx("cod_order_request")
        .whereIn(
          "id",
          dead.map((d) => d.id)
        )
        .update({ owner: ATTEMPT_OWNER, updated_at: trx.fn.now() })
    }
    return dead
  })
}

/** A recovery that failed gives the attempt back to its dead owner, for the next sweep. */
export async function giveBack(pg: Knex, attempt: AbandonedAttempt) {
  await pg("cod_order_request").where({ id: attempt.id, owner: ATTEMPT_OWNER, status: "pending" }).update({ owner: attempt.owner })
}

/**
 * The orders an attempt made: the workflow writes its Idempotency-Key in the order's metadata (a
 * direct order, or a cart's, whose metadata the order takes). Read only for an abandoned attempt.
 */
export async function ordersOfAttempt(pg: Knex, key: string): Promise<string[]> {
  const { rows } = await pg.raw<{ rows: { id: string }[] }>(
    `select id from "order" where deleted_at is null and metadata->>'idempotency_key' = ? order by created_at`,
    [key]
  )
  return rows.map((r) => r.id)
}

import type { Knex } from "knex"

/**
 * Submit limit: at most REVIEW_LIMIT reviews per REVIEW_WINDOW_SECONDS from one client address, one email
 * or one phone. Counted from the `review` rows themselves in PostgreSQL (soft-deleted rows included, so
 * deleting spam does not reopen the tap), shared by every server process, as cod-checkout's cooldown
 * does (docs/decisions/0014-reviews.md). Keys are counted separately: many buyers share a mobile
 * carrier's address, so the address alone must not decide.
 */
export const REVIEW_LIMIT = 3
export const REVIEW_WINDOW_SECONDS = 10 * 60

export type LimitKeys = { client_ip: string; email: string; phone: string }
export type LimitResult<T> = { kind: "ok"; value: T } | { kind: "limited"; field: keyof LimitKeys; wait_seconds: number }

const COLUMNS: Array<keyof LimitKeys> = ["client_ip", "email", "phone"]

/**
 * Checks the three keys under transaction-level advisory locks (taken sorted so two requests never
 * wait on each other crosswise), then runs `create` while still holding them: a burst of parallel
 * submits is serialized, so the fourth one sees the three rows written before it. Values are bound.
 */
export async function withinReviewLimit<T>(knex: Knex, keys: LimitKeys, create: () => Promise<T>): Promise<LimitResult<T>> {
  return await knex.transaction(async (trx) => {
    const locks = COLUMNS.map((c) => `review:${c}:${keys[c]}`).sort()
    for (const lock of locks) await trx.raw("select pg_advisory_xact_lock(hashtext(?))", [lock])
    let worst: { field: keyof LimitKeys; wait_seconds: number } | null = null
    for (const column of COLUMNS) {
      // The LIMIT-th newest row of this key inside the window: while it exists the key is full, and it
      // leaves the window (freeing one slot) after `window - age` seconds.
      const row = await trx("review")
        .where(column, keys[column])
        .andWhere("created_at", ">", trx.raw("now() - make_interval(secs => ?)", [REVIEW_WINDOW_SECONDS]))
        .orderBy("created_at", "desc")
        .offset(REVIEW_LIMIT - 1)
        .first(trx.raw("extract(epoch from now() - created_at) as age"))
      if (!row) continue
      const wait = Math.max(1, Math.ceil(REVIEW_WINDOW_SECONDS - Number(row.age)))
      if (!worst || wait > worst.wait_seconds) worst = { field: column, wait_seconds: wait }
    }
    if (worst) return { kind: "limited", ...worst }
    return { kind: "ok", value: await create() }
  })
}

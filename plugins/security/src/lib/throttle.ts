import { createHash } from "node:crypto"
import { generateEntityId } from "@medusajs/framework/utils"
import type { Knex } from "knex"

const TABLE = "security_throttle"
/** A key that stayed quiet this long after its last lock starts again from the first lock's length. */
const STRIKES_FORGIVEN_AFTER_SECONDS = 24 * 60 * 60

/**
 * At most `limit` attempts per `window_seconds` for one key of `scope`. With `lockout`, the attempt
 * past the limit locks the key for `base_seconds`, doubled at each further lock up to `max_seconds`;
 * without it, the key waits for the end of its window.
 */
export type ThrottleRule = {
  scope: string
  limit: number
  window_seconds: number
  lockout?: { base_seconds: number; max_seconds: number }
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retry_after: number }

/** Addresses, e-mails and phones are kept as digests: the table says how often, not who. */
const digest = (scope: string, key: string) => createHash("sha256").update(`${scope}\n${key}`).digest("hex")

type Row = { id: string; hits: number; strikes: number; window_age: string; locked_for: string | null; since_lock: string | null }

/** The lock length after `strikes` earlier locks: base × 2^strikes, at most max. */
export const lockSeconds = (lockout: NonNullable<ThrottleRule["lockout"]>, strikes: number) =>
  Math.min(lockout.max_seconds, lockout.base_seconds * 2 ** Math.min(strikes, 30))

/**
 * Counts one attempt of `key` under `rule` and says whether it may go on. One transaction with the
 * key's row locked (`for update`), so concurrent attempts on any server process are counted one by
 * one and never all slip under the limit together. Every value is a bound parameter.
 */
export async function takeAttempt(knex: Knex, rule: ThrottleRule, key: string): Promise<ThrottleVerdict> {
  const k = digest(rule.scope, key)
  return await knex.transaction(async (trx) => {
    await trx.raw(
      `insert into ${TABLE} (id, scope, key, hits, window_started_at, strikes) values (?, ?, ?, 0, now(), 0)
       on conflict (scope, key) where deleted_at is null do nothing`,
      [generateEntityId(undefined, "thr"), rule.scope, k]
    )
    const row: Row = await trx(TABLE)
      .where({ scope: rule.scope, key: k })
      .whereNull("deleted_at")
      .forUpdate()
      .first(
        "id",
        "hits",
        "strikes",
        trx.raw("extract(epoch from now() - window_started_at) as window_age"),
        trx.raw("extract(epoch from locked_until - now()) as locked_for"),
        trx.raw("extract(epoch from now() - locked_until) as since_lock")
      )
    const lockedFor = row.locked_for === null ? 0 : Number(row.locked_for)
    if (lockedFor > 0) return { allowed: false, retry_after: Math.ceil(lockedFor) }

    const windowAge = Number(row.window_age)
    const fresh = windowAge >= rule.window_seconds
    const hits = (fresh ? 0 : row.hits) + 1
    const strikes = row.since_lock !== null && Number(row.since_lock) > STRIKES_FORGIVEN_AFTER_SECONDS ? 0 : row.strikes
    const now = trx.fn.now()
    if (hits <= rule.limit) {
      await trx(TABLE)
        .where({ id: row.id })
        .update({ hits, strikes, ...(fresh && { window_started_at: now }), updated_at: now })
      return { allowed: true }
    }
    if (rule.lockout) {
      const lock = lockSeconds(rule.lockout, strikes)
      await trx(TABLE)
        .where({ id: row.id })
        .update({ hits: 0, strikes: strikes + 1, window_started_at: now, locked_until: trx.raw("now() + make_interval(secs => ?)", [lock]), updated_at: now })
      return { allowed: false, retry_after: lock }
    }
    await trx(TABLE).where({ id: row.id }).update({ hits, updated_at: now })
    return { allowed: false, retry_after: Math.max(1, Math.ceil(rule.window_seconds - windowAge)) }
  })
}

/** Takes one attempt of `key` back (a login that succeeded does not count against its address). */
export async function giveBackAttempt(knex: Knex, rule: ThrottleRule, key: string) {
  await knex(TABLE)
    .where({ scope: rule.scope, key: digest(rule.scope, key) })
    .whereNull("deleted_at")
    .update({ hits: knex.raw("greatest(hits - 1, 0)"), updated_at: knex.fn.now() })
}

/** Forgets `key` under `rule` altogether: its count, lock and strikes (the account's owner logged in). */
export async function clearAttempts(knex: Knex, rule: ThrottleRule, key: string) {
  await knex(TABLE)
    .where({ scope: rule.scope, key: digest(rule.scope, key) })
    .delete()
}

/** Rows no rule looks at any more: windows long over and locks long expired (the daily job). */
export async function pruneAttempts(knex: Knex, olderThanSeconds = 2 * STRIKES_FORGIVEN_AFTER_SECONDS) {
  return await knex(TABLE)
    .where("window_started_at", "<", knex.raw("now() - make_interval(secs => ?)", [olderThanSeconds]))
    .andWhere((q) => q.whereNull("locked_until").orWhere("locked_until", "<", knex.raw("now() - make_interval(secs => ?)", [olderThanSeconds])))
    .delete()
}

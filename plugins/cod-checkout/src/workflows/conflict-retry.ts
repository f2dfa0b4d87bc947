import { MedusaError } from "@medusajs/framework/utils"

/** Workflow errors reach the caller as serialized objects, not always Error instances: read their fields. */
export const errorFields = (e: unknown) => (e && typeof e === "object" ? (e as { type?: string; code?: string; message?: string; name?: string }) : {})

/**
 * A clash with a concurrent checkout on the same rows (Medusa CONFLICT, a released query runner, a
 * PostgreSQL serialization failure or deadlock): the failed run was compensated, so it is safe to run again.
 */
export const isTransientConflict = (e: unknown) => {
  const { type, code, name, message } = errorFields(e)
  return (
    type === MedusaError.Types.CONFLICT ||
    code === "40001" ||
    code === "40P01" ||
    code === "55P03" ||
    /QueryRunnerAlreadyReleased|TransactionAlreadyStarted|TransactionNotStarted/.test(name ?? "") ||
    isLockTimeout(message) ||
    /canceling statement due to lock timeout/.test(message ?? "")
  )
}

/**
 * Another checkout held the stock's lock too long (reserve-inventory-step waits 5 s). The Redis
 * locking provider throws this as a CONFLICT; Medusa's in-memory and PostgreSQL providers (no
 * REDIS_URL) throw a bare Error with the same message, which would otherwise end as a 500.
 */
export const isLockTimeout = (message?: string) => /^Timed-out acquiring lock|^Failed to acquire lock/.test(message ?? "")

/** No new attempt starts this long after the first: the buyer gets "busy, retry" well within the request's time limit. */
export const RETRY_BUDGET_MS = 8_000

/**
 * Runs a workflow again (up to 3 times, short jittered pause, none started after `budgetMs`) when it
 * lost a race, so a buyer gets the real answer (order or out of stock). Safe because a failed run of
 * `place-cod-order` was compensated whole, its anti-abuse slot and stock holds included.
 */
export async function withConflictRetry<T>(run: () => Promise<T>, attempts = 3, budgetMs = RETRY_BUDGET_MS): Promise<T> {
  const started = Date.now()
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (e) {
      if (!isTransientConflict(e)) throw e
      // out of attempts or time: the same 409 conflict whichever locking provider timed out
      if (attempt >= attempts || Date.now() - started > budgetMs)
        throw isLockTimeout(errorFields(e).message) ? new MedusaError(MedusaError.Types.CONFLICT, errorFields(e).message!) : e
      await new Promise((r) => setTimeout(r, 40 * attempt + Math.floor(Math.random() * 60)))
    }
  }
}

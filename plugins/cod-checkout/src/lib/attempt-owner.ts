import { randomUUID } from "node:crypto"
import { hostname } from "node:os"
import type { Knex } from "knex"

/**
 * This process's name on the order attempts it runs (`cod_order_request.owner`). A new name at every
 * start: a restarted process does not own what its previous life left pending.
 */
export const ATTEMPT_OWNER = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`

/** node-postgres' Client as Knex's driver exposes it (no dependency of our own on `pg`). */
type PgClient = {
  connect(): Promise<void>
  query(sql: string, params: unknown[]): Promise<unknown>
  on(event: "error" | "end", fn: () => void): void
  connection?: { stream?: { unref?: () => void } }
}
type PgDriver = { Client: new (settings: unknown) => PgClient }
let held: Promise<void> | null = null

/**
 * Holds, for this process's life, a session advisory lock named after ATTEMPT_OWNER on a PostgreSQL
 * connection of its own (Knex's driver and settings, outside the pool, so a graceful shutdown never
 * waits for it). PostgreSQL frees the lock the moment the process dies (the kernel closes its
 * sockets, the server ends the session): that free lock is how another process knows the pending
 * attempts this one owned are abandoned (`takeOverAbandoned`). Decision 0051.
 */
export function holdOwnerLock(pg: Knex): Promise<void> {
  held ??= (async () => {
    const { driver, connectionSettings } = pg.client as { driver: PgDriver; connectionSettings: unknown }
    const client = new driver.Client(connectionSettings)
    // a lost connection loses the lock: take it again on the next attempt
    const lost = () => {
      held = null
    }
    client.on("error", lost)
    client.on("end", lost)
    await client.connect()
    // the same key as `takeOverAbandoned` tries: hashtext('cod-owner:' || owner)
    await client.query("select pg_advisory_lock(hashtext('cod-owner:' || $1))", [ATTEMPT_OWNER])
    // the lock must not keep a stopping process alive
    client.connection?.stream?.unref?.()
  })().catch((e) => {
    held = null
    throw e
  })
  return held
}

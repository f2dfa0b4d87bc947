import type { Knex } from "knex"
import { generateEntityId } from "@medusajs/framework/utils"

const REQUESTS = "cod_order_request"
const BLOCKED = "cod_blocked_phone"
const DAY_SECONDS = 24 * 60 * 60
/**
 * A `pending` row without an owner (written before owners were recorded) older than this belongs to a
 * process that died mid-checkout: it is dropped so its key can be used again. A row with an owner is
 * never dropped here: when its owner is gone it is recovered first (lib/abandoned-attempts.ts), since
 * its order may exist.
 */
export const STALE_PENDING_SECONDS = 120

export type GateInput = {
  idempotency_key: string
  body_hash: string
  phone: string
  client_ip: string
  cooldown_seconds: number
  max_orders_per_phone_per_day: number
  /** The process running the attempt (lib/attempt-owner.ts). */
  owner?: string
}

export type RequestRow = { id: string; body_hash: string; status: "pending" | "completed"; response: unknown; order_id: string | null }

export type GateResult =
  | { kind: "claimed"; id: string }
  | { kind: "existing"; row: RequestRow }
  | { kind: "blocked" }
  | { kind: "cooldown"; wait_seconds: number }
  | { kind: "daily_cap"; wait_seconds: number }

const live = (q: Knex.QueryBuilder) => q.whereNull("deleted_at")

/**
 * Claims the right to place an order, in one PostgreSQL transaction shared by every server
 * process: transaction-level advisory locks on the key, the phone and the client IP serialize
 * competing submits (sorted, so two requests never wait on each other crosswise), then the
 * key, the blocklist, the cooldown and the daily cap are checked and a `pending` row written.
 * The unique index on `idempotency_key` backs the lock. Every value is a bound parameter.
 */
export async function claimOrderSlot(knex: Knex, input: GateInput): Promise<GateResult> {
  return await knex.transaction(async (trx) => {
    // A bounded wait (55P03 after it: 409 "busy, retry"), never a buyer stuck behind a stuck transaction.
    await trx.raw("set local lock_timeout = '5s'")
    const locks = [`cod:key:${input.idempotency_key}`, `cod:phone:${input.phone}`, `cod:ip:${input.client_ip}`].sort()
    for (const lock of locks) await trx.raw("select pg_advisory_xact_lock(hashtext(?))", [lock])

    const existing = await live(trx(REQUESTS).where({ idempotency_key: input.idempotency_key })).first(
      "id",
      "body_hash",
      "status",
      "response",
      "order_id",
      "owner",
      trx.raw("extract(epoch from now() - created_at) as age")
    )
    if (existing?.status === "pending" && !existing.owner && Number(existing.age) > STALE_PENDING_SECONDS) {
      await trx(REQUESTS).where({ id: existing.id }).delete()
    } else if (existing) {
      const { age, owner, ...row } = existing
      return { kind: "existing", row: row as RequestRow }
    }

    const blocked = await live(trx(BLOCKED).where({ phone: input.phone })).first("id")
    if (blocked) return { kind: "blocked" }

    if (input.cooldown_seconds > 0) {
      const recent = await live(trx(REQUESTS))
        .where((q) => q.where({ phone: input.phone }).orWhere({ client_ip: input.client_ip }))
        .andWhere("created_at", ">", trx.raw("now() - make_interval(secs => ?)", [input.cooldown_seconds]))
        .max({ latest: "created_at" })
        .select(trx.raw("extract(epoch from now() - max(created_at)) as age"))
        .first()
      if (recent?.latest) {
        return { kind: "cooldown", wait_seconds: Math.max(1, Math.ceil(input.cooldown_seconds - Number(recent.age))) }
      }
    }

    const today = await live(trx(REQUESTS).where({ phone: input.phone }))
      .andWhere("created_at", ">", trx.raw("now() - interval '1 day'"))
      .count({ n: "*" })
      .select(trx.raw("extract(epoch from now() - min(created_at)) as age"))
      .first()
    if (Number(today?.n ?? 0) >= input.max_orders_per_phone_per_day) {
      return { kind: "daily_cap", wait_seconds: Math.max(1, Math.ceil(DAY_SECONDS - Number(today?.age ?? 0))) }
    }

    const id = generateEntityId(undefined, "codreq")
    const inserted = await trx(REQUESTS)
      .insert({
        id,
        idempotency_key: input.idempotency_key,
        body_hash: input.body_hash,
        status: "pending",
        phone: input.phone,
        client_ip: input.client_ip,
        owner: input.owner ?? null,
      })
      .onConflict()
      .ignore()
      .returning("id")
    if (!inserted.length) {
      const row = await live(trx(REQUESTS).where({ idempotency_key: input.idempotency_key })).first("id", "body_hash", "status", "response", "order_id")
      return { kind: "existing", row: row as RequestRow }
    }
    return { kind: "claimed", id }
  })
}

/** The answer sent for a key: replayed to every later submit with the same key. */
export async function completeOrderSlot(knex: Knex, id: string, orderId: string, response: unknown) {
  await knex(REQUESTS)
    .where({ id })
    .update({ status: "completed", order_id: orderId, response: JSON.stringify(response), updated_at: knex.fn.now() })
}

/** Undoes `completeOrderSlot` (a later step failed): the row is pending again, for `releaseOrderSlot`. */
export async function reopenOrderSlot(knex: Knex, id: string) {
  await knex(REQUESTS).where({ id }).update({ status: "pending", order_id: null, response: null, updated_at: knex.fn.now() })
}

/** A failed attempt leaves nothing: its key may be retried and it counts for no cooldown. */
export async function releaseOrderSlot(knex: Knex, id: string) {
  await knex(REQUESTS).where({ id, status: "pending" }).delete()
}

export async function readOrderSlot(knex: Knex, idempotencyKey: string): Promise<RequestRow | undefined> {
  return await live(knex(REQUESTS).where({ idempotency_key: idempotencyKey })).first("id", "body_hash", "status", "response", "order_id")
}

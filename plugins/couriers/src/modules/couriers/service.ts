import { generateEntityId, InjectTransactionManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import type { Context, InferTypeOf } from "@medusajs/framework/types"
import type { SqlEntityManager } from "@medusajs/framework/mikro-orm/knex"
import { PARCEL_STATUSES, type ParcelStatus } from "@shop/contracts/couriers"
import type { TrackingEvent } from "../../lib/adapter"
import { CourierAccount } from "./models/courier-account"
import { Parcel } from "./models/parcel"
import { ParcelEvent } from "./models/parcel-event"

export type CourierAccountRow = InferTypeOf<typeof CourierAccount>
export type ParcelRow = InferTypeOf<typeof Parcel>
export type ParcelEventRow = InferTypeOf<typeof ParcelEvent>

/** How far in a parcel's life a status is (the canonical list's order; "unknown" says nothing). */
const lifeRank = (status: ParcelStatus) => (status === "unknown" ? -1 : PARCEL_STATUSES.indexOf(status))

/** Statuses after which a parcel is no longer polled. */
/**
 * The same status line seen through the other channel (a webhook's event and the poll's history line
 * carry different ids: Yalidine's /histories has none, so the adapter derives one) is one event when
 * it has the same raw status and reason within this many seconds: otherwise a failed attempt seen by
 * both would count twice on the order (delivery_attempted repeats by design). Likewise the courier's
 * own "created" lines ("En préparation", "Pas encore expédié"…) repeat the creation the hand-over
 * already recorded from the courier's answer: the parcel's history says "created" once.
 */
const SAME_EVENT_SECONDS = 60

export const FINAL_STATUSES: readonly ParcelStatus[] = ["delivered", "returned", "cancelled", "lost"]

/**
 * Generated CRUD for accounts, parcels and their events, plus the writes that must be atomic:
 * claiming an order's parcel before sending it (one row per account, order and generation, so a
 * retry finds it), recording a courier's events once each, and claiming parcels to poll so that
 * several processes never poll the same parcel at once.
 */
class CouriersModuleService extends MedusaService({ CourierAccount, Parcel, ParcelEvent }) {
  /**
   * The order's live parcel at this account, created when there is none (`sending`), with
   * `send_attempts` counted before the courier is called: an attempt > 1 means an earlier one may
   * have reached the courier (time-out, crash), so the caller reconciles by reference first.
   */
  @InjectTransactionManager()
  async claimParcel(
    input: { order_id: string; account_id: string; reference: string },
    @MedusaContext() context: Context<SqlEntityManager> = {}
  ): Promise<ParcelRow> {
    const manager = context.transactionManager!
    // one claim at a time per order (two double clicks, two processes)
    await manager.execute(`SELECT pg_advisory_xact_lock(hashtext(?))`, [`courier_parcel:${input.order_id}`])
    const [live] = await manager.execute<{ id: string; state: string }[]>(
      `SELECT id, state FROM courier_parcel WHERE order_id = ? AND account_id = ? AND state <> 'cancelled' AND deleted_at IS NULL ORDER BY generation DESC LIMIT 1`,
      [input.order_id, input.account_id]
    )
    if (live) {
      if (live.state !== "created") {
        await manager.execute(`UPDATE courier_parcel SET send_attempts = send_attempts + 1, state = 'sending', updated_at = now() WHERE id = ?`, [live.id])
      }
      return this.retrieveParcel(live.id, {}, context)
    }
    const [{ generation }] = await manager.execute<{ generation: number }[]>(
      `SELECT COALESCE(MAX(generation), 0) + 1 AS generation FROM courier_parcel WHERE order_id = ? AND account_id = ?`,
      [input.order_id, input.account_id]
    )
    const reference = Number(generation) > 1 ? `${input.reference}-${generation}` : input.reference
    const [created] = await this.createParcels(
      [
        {
          order_id: input.order_id,
          account_id: input.account_id,
          generation: Number(generation),
          request_key: `${input.account_id}:${input.order_id}:${generation}`,
          reference,
          state: "sending",
          send_attempts: 1,
        },
      ],
      context
    )
    return created
  }

  /**
   * Records the courier's events for a parcel, each once ((parcel, event_id) is unique: duplicates
   * and replays add nothing; the same line already recorded from the other channel, webhook or poll,
   * adds nothing either: SAME_EVENT_SECONDS), and moves the parcel to the status of its latest event by the
   * courier's own time (an event arriving out of order never moves it back). Answers the events
   * that were new and the parcel after.
   */
  @InjectTransactionManager()
  async recordEvents(
    parcelId: string,
    events: TrackingEvent[],
    source: "webhook" | "poll" | "send",
    @MedusaContext() context: Context<SqlEntityManager> = {}
  ): Promise<{ added: TrackingEvent[]; parcel: ParcelRow; previous_status: ParcelStatus }> {
    const manager = context.transactionManager!
    const [locked] = await manager.execute<{ status: ParcelStatus; last_event_at: Date | null }[]>(
      `SELECT status, last_event_at FROM courier_parcel WHERE id = ? FOR UPDATE`,
      [parcelId]
    )
    const added: TrackingEvent[] = []
    for (const e of events) {
      if (!PARCEL_STATUSES.includes(e.status)) continue
      const rows = await manager.execute<{ id: string }[]>(
        `INSERT INTO courier_parcel_event (id, parcel_id, event_id, occurred_at, status, raw_status, raw_reason, location, source, created_at, updated_at)
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, now(), now()
         WHERE NOT EXISTS (
           SELECT 1 FROM courier_parcel_event o
           WHERE o.parcel_id = ? AND o.deleted_at IS NULL AND o.source <> ?
             AND ((o.raw_status = ? AND coalesce(o.raw_reason, '') = coalesce(?, '') AND abs(extract(epoch FROM o.occurred_at - ?::timestamptz)) < ${SAME_EVENT_SECONDS})
               OR (o.source = 'send' AND o.status = 'created' AND ?::text = 'created')))
         ON CONFLICT (parcel_id, event_id) WHERE deleted_at IS NULL DO NOTHING RETURNING id`,
        [
          generateEntityId(undefined, "pevt"),
          parcelId,
          e.event_id,
          new Date(e.occurred_at),
          e.status,
          e.raw_status,
          e.raw_reason,
          e.location,
          source,
          parcelId,
          source,
          e.raw_status,
          e.raw_reason,
          new Date(e.occurred_at),
          e.status,
        ]
      )
      if (rows.length) added.push(e)
    }
    // The last event by time; couriers date to the second, so two steps of one poll can share it
    // ("returning" then "returned"): the later one in a parcel's life wins such a tie.
    const newest = await manager.execute<{ status: ParcelStatus; raw_status: string; raw_reason: string | null; occurred_at: Date }[]>(
      `SELECT status, raw_status, raw_reason, occurred_at FROM courier_parcel_event e WHERE parcel_id = ? AND deleted_at IS NULL
         AND occurred_at = (SELECT max(occurred_at) FROM courier_parcel_event WHERE parcel_id = e.parcel_id AND deleted_at IS NULL)
       ORDER BY created_at DESC`,
      [parcelId]
    )
    const latest = newest.reduce<(typeof newest)[number] | undefined>((best, e) => (!best || lifeRank(e.status) > lifeRank(best.status) ? e : best), undefined)
    if (latest && added.length) {
      await manager.execute(`UPDATE courier_parcel SET status = ?, raw_status = ?, raw_reason = ?, last_event_at = ?, updated_at = now() WHERE id = ?`, [
        latest.status,
        latest.raw_status,
        latest.raw_reason,
        latest.occurred_at,
        parcelId,
      ])
    }
    const parcel = await this.retrieveParcel(parcelId, {}, context)
    return { added, parcel, previous_status: locked?.status ?? "created" }
  }

  /**
   * Up to `limit` parcels still with a courier whose next poll is due, for accounts of `adapters`,
   * claimed for `leaseSeconds` (their next poll moved forward) so that another process polling at
   * the same time takes other parcels (`FOR UPDATE SKIP LOCKED`).
   */
  @InjectTransactionManager()
  async claimParcelsToPoll(
    input: { account_id: string; limit: number; leaseSeconds: number },
    @MedusaContext() context: Context<SqlEntityManager> = {}
  ): Promise<ParcelRow[]> {
    const manager = context.transactionManager!
    const rows = await manager.execute<{ id: string }[]>(
      `UPDATE courier_parcel SET next_poll_at = now() + (? * interval '1 second'), updated_at = now()
       WHERE id IN (
         SELECT id FROM courier_parcel
         WHERE account_id = ? AND state = 'created' AND tracking IS NOT NULL AND deleted_at IS NULL
           AND status NOT IN (${FINAL_STATUSES.map(() => "?").join(", ")})
           AND (next_poll_at IS NULL OR next_poll_at <= now())
         ORDER BY next_poll_at ASC NULLS FIRST
         LIMIT ? FOR UPDATE SKIP LOCKED)
       RETURNING id`,
      [input.leaseSeconds, input.account_id, ...FINAL_STATUSES, input.limit]
    )
    return rows.length ? this.listParcels({ id: rows.map((r) => r.id) }, {}, context) : []
  }
}

export default CouriersModuleService

import type { MedusaContainer } from "@medusajs/framework/types"
import { COURIERS_MODULE, type CouriersModuleService } from "../modules/couriers"
import type { CourierAccountRow } from "../modules/couriers/service"
import { isCourierError } from "./errors"
import { RateLimitWaitError } from "./limiter"
import { handOverOrders } from "./hand-over"
import { adapterOf } from "./runtime"
import { applyTrackingEvents } from "./tracking"

/**
 * Tracking without anyone clicking, for every account (decision 0041): parcels still with a courier
 * whose next poll is due are claimed (`SKIP LOCKED`: two processes never poll the same parcel) in
 * batches of the courier's tracking size, under the account's shared request budget (Redis: two
 * processes together stay under the courier's limits). Accounts that push webhooks are polled too,
 * less often, to catch a lost webhook. A failure backs the parcels off (1, 2, 4… up to 60 minutes)
 * and is shown on them; a 429 pauses the whole account for the courier's Retry-After.
 */
export const POLL_EVERY_MINUTES = { polled: 10, webhook: 120 } as const

export type PollReport = { account_id: string; polled: number; events: number; moved: number; error: string | null }

export async function pollAccount(container: MedusaContainer, account: CourierAccountRow, opts: { maxBatches?: number } = {}): Promise<PollReport> {
  const service = container.resolve<CouriersModuleService>(COURIERS_MODULE)
  const adapter = adapterOf(account)
  const every = adapter.webhook ? POLL_EVERY_MINUTES.webhook : POLL_EVERY_MINUTES.polled
  const report: PollReport = { account_id: account.id, polled: 0, events: 0, moved: 0, error: null }
  for (let batch = 0; batch < (opts.maxBatches ?? 20); batch++) {
    const parcels = await service.claimParcelsToPoll({ account_id: account.id, limit: adapter.trackingBatch, leaseSeconds: 300 })
    if (!parcels.length) break
    let histories: Awaited<ReturnType<typeof adapter.tracking>>
    try {
      histories = await adapter.tracking(parcels.map((p) => p.tracking!))
    } catch (e) {
      report.error = (e as Error).message
      const rateLimited = e instanceof RateLimitWaitError || (isCourierError(e) && e.kind === "rate_limited")
      for (const p of parcels) {
        const failures = rateLimited ? p.poll_failures : p.poll_failures + 1
        const wait = rateLimited ? 60_000 : Math.min(60, 2 ** Math.max(0, failures - 1)) * 60_000
        await service.updateParcels({
          id: p.id,
          poll_failures: failures,
          next_poll_at: new Date(Date.now() + wait),
          last_error: rateLimited ? p.last_error : `tracking: ${report.error}`.slice(0, 1000),
          last_error_kind: rateLimited ? p.last_error_kind : isCourierError(e) ? e.kind : "unavailable",
        })
      }
      break
    }
    for (const p of parcels) {
      const events = histories[p.tracking!] ?? []
      const r = await applyTrackingEvents(container, p, events, "poll")
      report.polled++
      report.events += r.added
      report.moved += r.moved.length
      await service.updateParcels({
        id: p.id,
        poll_failures: 0,
        next_poll_at: new Date(Date.now() + every * 60_000),
        ...(p.last_error_kind && p.last_error_kind !== "refused" ? { last_error: null, last_error_kind: null } : {}),
      })
    }
  }
  return report
}

/** How long a parcel may stay `sending` (a hand-over that got no answer) before the job takes it up again. */
export const RESEND_AFTER_MINUTES = 5

/**
 * The job's second duty: hand-overs the courier did not answer (parcels left `sending`) are taken up
 * again — found at the courier by reference, or sent — and the order handed over; drafts a courier
 * keeps until validated are validated. An agent's hand-over of the same order at the same time finds
 * the same parcel row (one per account, order and generation): never a second parcel.
 */
export async function resumeAccount(
  container: MedusaContainer,
  account: CourierAccountRow
): Promise<{ resumed: number; validated: number; error: string | null }> {
  const service = container.resolve<CouriersModuleService>(COURIERS_MODULE)
  const out = { resumed: 0, validated: 0, error: null as string | null }
  const stale = new Date(Date.now() - RESEND_AFTER_MINUTES * 60_000)
  const pending = await service.listParcels({ account_id: account.id, state: "sending", updated_at: { $lt: stale } }, { take: 100 })
  if (pending.length) {
    const results = await handOverOrders(container, { order_ids: pending.map((p) => p.order_id), actor_id: null })
    out.resumed = results.filter((r) => r.ok).length
    const failed = results.find((r) => !r.ok)
    if (failed && !failed.ok) out.error = failed.message
  }
  const adapter = adapterOf(account)
  if (adapter.needsValidation) {
    const drafts = await service.listParcels({ account_id: account.id, state: "created", validated_at: null }, { take: 100 })
    const trackings = drafts.filter((p) => p.tracking).map((p) => p.tracking!)
    if (trackings.length) {
      try {
        await adapter.validate(trackings)
        for (const p of drafts)
          await service.updateParcels({
            id: p.id,
            validated_at: new Date(),
            ...(p.last_error?.startsWith("validation:") ? { last_error: null, last_error_kind: null } : {}),
          })
        out.validated = drafts.length
      } catch (e) {
        out.error = `validation: ${(e as Error).message}`
      }
    }
  }
  return out
}

export async function pollAll(container: MedusaContainer): Promise<PollReport[]> {
  const service = container.resolve<CouriersModuleService>(COURIERS_MODULE)
  const accounts = await service.listCourierAccounts({ active: true })
  const reports: PollReport[] = []
  for (const account of accounts) {
    try {
      const resumed = await resumeAccount(container, account)
      const report = await pollAccount(container, account)
      reports.push({ ...report, error: report.error ?? resumed.error })
    } catch (e) {
      reports.push({ account_id: account.id, polled: 0, events: 0, moved: 0, error: (e as Error).message })
    }
  }
  return reports
}

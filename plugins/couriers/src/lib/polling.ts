import type { MedusaContainer } from "@medusajs/framework/types"
import { COURIERS_MODULE, type CouriersModuleService } from "../modules/couriers"
import type { CourierAccountRow } from "../modules/couriers/service"
import { isCourierError } from "./errors"
import { RateLimitWaitError } from "./limiter"
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

export async function pollAll(container: MedusaContainer): Promise<PollReport[]> {
  const service = container.resolve<CouriersModuleService>(COURIERS_MODULE)
  const accounts = await service.listCourierAccounts({ active: true })
  const reports: PollReport[] = []
  for (const account of accounts) {
    try {
      reports.push(await pollAccount(container, account))
    } catch (e) {
      reports.push({ account_id: account.id, polled: 0, events: 0, moved: 0, error: (e as Error).message })
    }
  }
  return reports
}

import type { CourierAdapterKey, ParcelStatus } from "@shop/contracts/couriers"
import type { Limiter } from "./limiter"

/**
 * The one interface every courier platform is reached through (decision 0040). An adapter is
 * stateless: built per account from its base URL and credentials, it speaks the courier's own
 * contract (paths, headers, field names, error styles) and answers in the shapes below. It never
 * touches the database: parcels, request keys and statuses are kept by the couriers module.
 *
 * Failures are thrown as `CourierError` (./errors): auth, validation (with the field), rate_limited
 * (with the wait the courier asked for), unavailable (5xx, refused connection), timeout, malformed
 * (an answer that does not follow the contract), not_found, refused (the courier said no: a parcel
 * that can no longer be cancelled, a duplicate…). A bulk call answers per parcel instead of throwing
 * when only some parcels failed.
 */

/** What an account holds: the platform's base URL (tenant URL for EcoTrack, Yalidine's or Guepex's API…) and its secrets. */
export type CourierAccountConfig = {
  base_url: string
  /** The platform's own credential names (Yalidine: api_id + api_token; EcoTrack: token; Procolis: id + token; Maystro: token; Noest: api_token + user_guid). */
  credentials: Record<string, string>
  /** The secret webhooks are signed with, for platforms that sign them. */
  webhook_secret?: string | null
  /** The wilaya parcels leave from (1–58), for platforms that ask for it. */
  from_wilaya_code?: number | null
}

/** One parcel to create. Amounts in DA (whole dinars). Wilaya codes are already the courier's (1–58). */
export type ParcelDraft = {
  /** Our reference, unique per account (the order's display id with the shop's prefix); the courier's `order_id` / `reference`. */
  reference: string
  first_name: string
  last_name: string
  /** National format, 10 digits (0XXXXXXXXX). */
  phone: string
  phone_2?: string | null
  address: string
  wilaya_code: number
  /** The wilaya's and commune's names in the courier's own spelling (see the mapping of decision 0040). */
  wilaya_name: string
  commune_name: string
  /** The courier's stop-desk id (or station code) when the buyer collects at a desk; null for home delivery. */
  stop_desk_id?: string | null
  /** What the courier collects from the buyer, delivery fee included. */
  cash_to_collect: number
  /** What the goods are worth (insurance / declared value). */
  declared_value: number
  /** One line per product: "2 × Robe kabyle (M, rouge)". */
  products: string
  quantity: number
  weight_kg?: number | null
  note?: string | null
  /** A delivery, or an exchange (the courier takes back the item described in `product_to_collect`). */
  kind: "delivery" | "exchange"
  product_to_collect?: string | null
  /** Whether the buyer may open the parcel before paying. */
  can_open?: boolean
}

/** The answer for one parcel of a bulk creation. */
export type CreatedParcel =
  | { reference: string; ok: true; tracking: string; label_url: string | null; courier_fee: number | null }
  | { reference: string; ok: false; code: string; message: string; field?: string | null }

/** A parcel as the courier has it (found by our reference before re-sending, to never make it twice). */
export type RemoteParcel = { reference: string; tracking: string; label_url: string | null; status: ParcelStatus; raw_status: string }

/** One step of a parcel's history, mapped onto the canonical set; the courier's words kept. */
export type TrackingEvent = {
  tracking: string
  /** The courier's event id when it has one (webhooks), else a key derived from tracking + time + status. */
  event_id: string
  occurred_at: string
  status: ParcelStatus
  raw_status: string
  raw_reason: string | null
  location: string | null
}

/** A fee line of the courier's own tariff, from the shop's wilaya to one destination. */
export type FeeQuote = {
  wilaya_code: number
  /** null: the whole wilaya; else the courier's commune name. */
  commune_name: string | null
  home_fee: number | null
  desk_fee: number | null
  return_fee: number | null
}

export type StopDeskInfo = {
  id: string
  name: string
  wilaya_code: number
  commune_name: string | null
  address: string | null
  phone: string | null
  latitude: number | null
  longitude: number | null
}

/** A commune as the courier spells it, with what it accepts. */
export type CourierCommune = { wilaya_code: number; name: string; name_ar: string | null; has_stop_desk: boolean; deliverable: boolean }

/** Webhook handling for the platforms that push statuses. */
export interface WebhookHandler {
  /** The answer to a subscription check (Yalidine: echo `crc_token`), or null when the request is not one. */
  challenge(query: Record<string, string | undefined>): string | null
  /**
   * Whether the request comes from the courier: the raw body's signature with the account's secret
   * (Yalidine), or, for a courier that signs nothing (Maystro), the secret the merchant put in the
   * webhook URL it registered (`?token=`); constant-time comparisons.
   */
  verify(rawBody: Buffer, headers: Record<string, string | string[] | undefined>, secret: string, query?: Record<string, unknown>): boolean
  /** The status events the body carries (other event types are skipped); throws `malformed` on a body that breaks the contract. */
  parse(rawBody: Buffer): TrackingEvent[]
}

export interface CourierAdapter {
  readonly key: CourierAdapterKey
  /** The most parcels one creation call takes. */
  readonly bulkLimit: number
  /** The most trackings one tracking call takes. */
  readonly trackingBatch: number
  /** Whether a created parcel stays a draft until `validate` (EcoTrack, Noest). */
  readonly needsValidation: boolean
  /** Whether statuses arrive by webhook (else they are polled). */
  readonly webhook: WebhookHandler | null

  /** Checks the credentials with the cheapest authenticated call; throws `auth` when refused. */
  testCredentials(): Promise<{ ok: true }>
  fees(): Promise<FeeQuote[]>
  stopDesks(): Promise<StopDeskInfo[]>
  communes(): Promise<CourierCommune[]>
  /** Creates up to `bulkLimit` parcels; answers one result per draft, in the same order. */
  createParcels(drafts: ParcelDraft[]): Promise<CreatedParcel[]>
  /** The parcel created with this reference, or null (reconcile before re-sending after a time-out). */
  findByReference(reference: string): Promise<RemoteParcel | null>
  /** Confirms drafts so that the courier picks them up (no-op for platforms without drafts). */
  validate(trackings: string[]): Promise<void>
  /** The label as PDF bytes. */
  label(tracking: string): Promise<Buffer>
  /** Cancels a parcel the courier has not picked up yet; throws `refused` when it is too late. */
  cancel(tracking: string): Promise<void>
  /** The histories of up to `trackingBatch` parcels, oldest event first. */
  tracking(trackings: string[]): Promise<Record<string, TrackingEvent[]>>
}

/** What builds an adapter: the account, and the limiter every process shares (Redis token bucket). */
export type AdapterContext = {
  account: CourierAccountConfig
  limiter: Limiter
  /** Distinguishes the account in the limiter's keys (the account id). */
  limiterKey: string
  /** Per-call time-out in ms (default 15 s). */
  timeoutMs?: number
}

export type AdapterFactory = (ctx: AdapterContext) => CourierAdapter

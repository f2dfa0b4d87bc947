/**
 * Ad attribution (issue 19 item 8, decision 0073): where the buyer came from, as the storefront kept
 * it from the landing (first-party cookie) and sends it with the order form (`attribution`). Known
 * keys only, every string capped: it is only ever used to attribute and to report to Meta, never to
 * price, route or trust anything. The backend refuses a bad value naming it (`attribution.utm_source`);
 * the storefront drops what does not pass (`cleanAttribution`) before sending.
 */
import { hasRefusedCharacter } from "@shop/shared/control-chars"
import { z } from "zod"

export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"] as const
export type UtmKey = (typeof UTM_KEYS)[number]
export const UTM_MAX = 150
export const REFERRER_MAX = 500
export const PATH_MAX = 300
export const USER_AGENT_MAX = 400
/** Meta's click id as it arrives in the landing URL. */
export const FBCLID_PATTERN = /^[A-Za-z0-9_-]{1,500}$/
/** `_fbc`: `fb.<subdomain index>.<ms>.<fbclid>` (Meta's format). */
export const FBC_PATTERN = /^fb\.[0-2]\.\d{10,16}\.[A-Za-z0-9_-]{1,500}$/
/** `_fbp`, set by the pixel: `fb.<subdomain index>.<ms>.<random>`. */
export const FBP_PATTERN = /^fb\.[0-2]\.\d{10,16}\.\d{1,30}$/

const text = (field: string, max: number, pattern?: RegExp) =>
  z
    .string({ invalid_type_error: `${field} must be a string` })
    .max(max, `${field} must be at most ${max} characters`)
    .refine((s) => !hasRefusedCharacter(s), `${field} holds a control character`)
    .refine((s) => !pattern || pattern.test(s), `${field} is not in the expected format`)
    .optional()
const httpUrl = (field: string, max: number) =>
  text(field, max).refine((s) => s === undefined || /^https?:\/\/[^\s]+$/i.test(s), `${field} must be an http(s) address`)
const path = (field: string) => text(field, PATH_MAX).refine((s) => s === undefined || /^\/[^\s]*$/.test(s), `${field} must be a path starting with /`)
const when = (field: string) =>
  z
    .number({ invalid_type_error: `${field} must be a time in milliseconds` })
    .int()
    .min(1_500_000_000_000, `${field} is not a plausible time`)
    .max(4_000_000_000_000, `${field} is not a plausible time`)
    .optional()

const utm = Object.fromEntries(UTM_KEYS.map((k) => [k, text(k, UTM_MAX)])) as Record<UtmKey, ReturnType<typeof text>>

/** One visit that brought the buyer: its UTM parameters, referrer, landing path and time. */
export const TouchSchema = z
  .object({ ...utm, referrer: httpUrl("referrer", REFERRER_MAX), landing_path: path("landing_path"), landed_at: when("landed_at") })
  .strict()
export type Touch = z.infer<typeof TouchSchema>

/**
 * The order's `attribution`: the last touch at the top level (what the order is credited to), the
 * first touch under `first`, Meta's browser ids (`fbc`, `fbp`) and what the Conversions API matches
 * on (the page the order was placed on, the browser's user agent).
 */
export const AttributionSchema = TouchSchema.extend({
  fbclid: text("fbclid", 500, FBCLID_PATTERN),
  fbc: text("fbc", 600, FBC_PATTERN),
  fbp: text("fbp", 100, FBP_PATTERN),
  source_url: httpUrl("source_url", REFERRER_MAX),
  user_agent: text("user_agent", USER_AGENT_MAX),
  first: TouchSchema.optional(),
}).strict()
export type Attribution = z.infer<typeof AttributionSchema>

/** Meta's `fbc` for a click id seen at `ms`: `fb.1.<ms>.<fbclid>`. */
export const fbcOf = (fbclid: string, ms: number) => `fb.1.${Math.trunc(ms)}.${fbclid}`

/**
 * What survives of untrusted attribution (a cookie): each field kept only when valid on its own, the
 * rest dropped, so one bad field never loses the others. Null when nothing is left.
 */
export function cleanAttribution(raw: unknown): Attribution | null {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null
  const keep = (shape: Record<string, z.ZodTypeAny>, value: Record<string, unknown>) => {
    const out: Record<string, unknown> = {}
    for (const [k, schema] of Object.entries(shape)) {
      if (k === "first" || value[k] === undefined || value[k] === "") continue
      const r = schema.safeParse(value[k])
      if (r.success && r.data !== undefined) out[k] = r.data
    }
    return out
  }
  const value = raw as Record<string, unknown>
  const out: Record<string, unknown> = keep(AttributionSchema.shape, value)
  if (value.first && typeof value.first === "object" && !Array.isArray(value.first)) {
    const first = keep(TouchSchema.shape, value.first as Record<string, unknown>)
    if (Object.keys(first).length) out.first = first
  }
  return Object.keys(out).length ? (out as Attribution) : null
}

export { purchaseEventId } from "./meta-event"

/** `(none)` when an order came with no source or campaign: how the breakdown names it. */
export const NO_SOURCE = "(none)"

/** An order's last-touch utm_source and utm_campaign from its metadata (null when it came with none). */
export function sourceOfMetadata(metadata: Record<string, unknown> | null | undefined): { source: string | null; campaign: string | null } {
  const a = metadata?.attribution as { utm_source?: unknown; utm_campaign?: unknown } | null | undefined
  const text = (v: unknown) => (typeof v === "string" && v ? v : null)
  return { source: text(a?.utm_source), campaign: text(a?.utm_campaign) }
}

import { CONFIRMATION_STATES, DELIVERY_STATES, MONEY_STATES, type DeliveryState } from "@shop/contracts/order-life"
import type { StoreOrderTracking, TrackingStep } from "@shop/contracts/order-tracking"
import { localizePath, type Locale } from "~/lib/locale"

export const TRACKING_PATH = "/suivi"

/** The tracking page with the order number filled in (the thank-you page's link); the phone is never put in a URL. */
export function trackingUrl(locale: Locale, displayId: number | string): string {
  return `${localizePath(locale, TRACKING_PATH)}?${new URLSearchParams({ order: String(displayId) })}`
}

/** The problems a field can show; each is a text of `tracking.errors`. */
export type TrackingFieldProblem = "required" | "invalid"
export type TrackingFields = Partial<Record<"order" | "phone", TrackingFieldProblem>>

export type TrackingOutcome =
  | { kind: "found"; order: StoreOrderTracking }
  | { kind: "invalid"; fields: TrackingFields }
  | { kind: "not_found" }
  | { kind: "limited"; wait_seconds: number }
  | { kind: "session_expired" }
  | { kind: "failed" }

/** Where an order stands for the buyer: one of `tracking.status`. */
export type Headline = "cancelled" | "confirmed" | "to_confirm" | DeliveryState

/** The headline of an order: cancelled, else the parcel's state once handed over, else the confirmation. */
export function headline(o: Pick<StoreOrderTracking, "confirmation" | "delivery_state">): Headline {
  if (o.confirmation === "cancelled") return "cancelled"
  if (o.delivery_state !== "not_shipped") return o.delivery_state
  return o.confirmation === "confirmed" ? "confirmed" : "to_confirm"
}

const TIME_LOCALE: Record<Locale, string> = { fr: "fr-DZ", en: "en-GB", ar: "ar-DZ" }

/** A moment as the buyer reads it: Algiers time (the same on the server and in the browser), Western digits. */
export function formatWhen(locale: Locale, at: string | number | Date): string {
  return new Intl.DateTimeFormat(TIME_LOCALE[locale], {
    dateStyle: "medium",
    timeStyle: "short",
    hourCycle: "h23",
    numberingSystem: "latn",
    timeZone: "Africa/Algiers",
  }).format(new Date(at))
}

/** The states each timeline axis may show (every one has its text under `tracking.steps`). */
const STEP_STATES = { placed: ["placed"], confirmation: CONFIRMATION_STATES, delivery: DELIVERY_STATES, money: MONEY_STATES } as const
type StepAxis = keyof typeof STEP_STATES
export type StepKey = { [A in StepAxis]: `tracking.steps.${A}.${(typeof STEP_STATES)[A][number]}` }[StepAxis]

/** The text key of a timeline step, or null for a state this storefront does not know yet (a newer backend). */
export function stepKey(s: TrackingStep): StepKey | null {
  const states: readonly string[] = STEP_STATES[s.axis]
  return states.includes(s.state) ? (`tracking.steps.${s.axis}.${s.state}` as StepKey) : null
}

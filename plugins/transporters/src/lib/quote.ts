import { DELIVERY_TYPES, type DeliveryType } from "../modules/transporter/models/delivery-type"
import { delayOf, type DayRange } from "./delay"

export { DELIVERY_TYPES, type DeliveryType }

/** The last wilaya of the 58-wilaya model; 59–69 were created in 2026 (Law 26-06). */
export const LAST_WILAYA_58 = 58

export type QuoteTransporter = {
  id: string
  active: boolean
  supports_home: boolean
  supports_stop_desk: boolean
}
export type QuoteRate = {
  wilaya_code: number
  delivery_type: DeliveryType
  price: number
  return_fee?: number | null
  delay_min_days?: number | null
  delay_max_days?: number | null
}
export type QuoteOverride = {
  commune_code: number
  delivery_type: DeliveryType
  served: boolean
  price: number | null
}
export type QuoteStopDesk = { id: string; commune_code: number; wilaya_code: number; active: boolean; name?: string }
export type QuoteWilaya = { code: number; code_58: number }

export type NotServedReason = "transporter_inactive" | "delivery_type_unsupported" | "commune_not_served" | "no_rate" | "no_stop_desk"

export type PriceSource = "commune_override" | "wilaya_rate" | "mother_wilaya_rate"

export type ServedQuote<D> = {
  served: true
  price: number
  return_fee: number | null
  /** The usual delay of the rate row used (the wilaya's or its mother's), null when it gives none. */
  delay: DayRange | null
  source: PriceSource
  /** Active stop-desks of the wilaya, those in the chosen commune first (stop_desk only). */
  stop_desks: D[]
}
export type TypeQuote<D = QuoteStopDesk> = ServedQuote<D> | { served: false; reason: NotServedReason }
export type TransporterQuote<D = QuoteStopDesk> = Record<DeliveryType, TypeQuote<D>>

export type QuoteInput<D extends QuoteStopDesk> = {
  transporter: QuoteTransporter
  /** This transporter's rates (any wilayas; only the relevant ones are used). */
  rates: QuoteRate[]
  /** This transporter's commune overrides. */
  overrides: QuoteOverride[]
  /** This transporter's stop-desks. */
  stopDesks: D[]
  wilaya: QuoteWilaya
  communeCode: number
}

const supports = (t: QuoteTransporter, type: DeliveryType) => (type === "home" ? t.supports_home : t.supports_stop_desk)

/** A 2026 wilaya (59–69) is priced like its mother wilaya until it gets its own rate. */
function findRate(rates: QuoteRate[], wilaya: QuoteWilaya, type: DeliveryType) {
  const own = rates.find((r) => r.wilaya_code === wilaya.code && r.delivery_type === type)
  if (own) return { rate: own, source: "wilaya_rate" as const }
  if (wilaya.code > LAST_WILAYA_58 && wilaya.code_58 !== wilaya.code) {
    const mother = rates.find((r) => r.wilaya_code === wilaya.code_58 && r.delivery_type === type)
    if (mother) return { rate: mother, source: "mother_wilaya_rate" as const }
  }
  return null
}

function quoteType<D extends QuoteStopDesk>(input: QuoteInput<D>, type: DeliveryType): TypeQuote<D> {
  const { transporter, wilaya, communeCode } = input
  if (!transporter.active) return { served: false, reason: "transporter_inactive" }
  if (!supports(transporter, type)) return { served: false, reason: "delivery_type_unsupported" }

  const override = input.overrides.find((o) => o.commune_code === communeCode && o.delivery_type === type)
  if (override && !override.served) return { served: false, reason: "commune_not_served" }

  const found = findRate(input.rates, wilaya, type)
  let price: number
  let source: PriceSource
  if (override && override.price !== null && override.price !== undefined) {
    price = override.price
    source = "commune_override"
  } else if (found) {
    price = found.rate.price
    source = found.source
  } else {
    return { served: false, reason: "no_rate" }
  }

  let stop_desks: D[] = []
  if (type === "stop_desk") {
    stop_desks = input.stopDesks
      .filter((d) => d.active && d.wilaya_code === wilaya.code)
      .sort((a, b) => Number(b.commune_code === communeCode) - Number(a.commune_code === communeCode) || (a.name ?? "").localeCompare(b.name ?? "", "fr"))
    if (!stop_desks.length) return { served: false, reason: "no_stop_desk" }
  }
  return { served: true, price, return_fee: found?.rate.return_fee ?? null, delay: found ? delayOf(found.rate) : null, source, stop_desks }
}

/**
 * The price of each delivery type of one transporter for one commune, or why it is
 * not served. Pure: the caller loads the rows (see lib/pricing.ts).
 */
export function quoteTransporter<D extends QuoteStopDesk>(input: QuoteInput<D>): TransporterQuote<D> {
  return { home: quoteType(input, "home"), stop_desk: quoteType(input, "stop_desk") }
}

/**
 * Transporters (transporters plugin): what `/store/communes/:code/transporters`,
 * `/admin/commune-quotes/:code` and `/admin/transporters...` answer and take.
 */

export const DELIVERY_TYPES = ["home", "stop_desk"] as const
export type DeliveryType = (typeof DELIVERY_TYPES)[number]

// ---- the delivery quote of a commune (store, and the admin's copy for staff orders) ----------------

export type QuoteStopDesk = {
  id: string
  name: string
  address: string
  opening_hours: string | null
  phone: string | null
  commune_code: number
  /** In the buyer's commune (listed first). */
  in_commune: boolean
}

export type QuoteDeliveryType = {
  type: DeliveryType
  /** Whole dinars, from the merchant's rate table. */
  price: number
  /** What the order form sends as `shipping_option_id`. */
  shipping_option_id: string
  /** Stop-desk deliveries only. */
  stop_desks?: QuoteStopDesk[]
}

export type QuoteTransporter = {
  id: string
  name: string
  code: string
  logo_url: string | null
  has_stop_desk_in_commune: boolean
  min_price: number
  delivery_types: QuoteDeliveryType[]
}

/**
 * `GET /store/communes/:code/transporters` and `GET /admin/commune-quotes/:code`: the transporters
 * serving a deliverable commune, those with a desk in it first, then the cheapest.
 */
export type CommuneTransportersResponse = {
  commune: { code: number; name_fr: string; name_ar: string; wilaya_code: number; wilaya_name_fr: string; wilaya_name_ar: string }
  transporters: QuoteTransporter[]
}

export type PriceRange = { min: number; max: number }
/** The usual delivery delay in whole days (decision 0060). */
export type DayRange = { min: number; max: number }

/**
 * `GET /store/wilayas/:code/delivery-estimate`: what delivery to a wilaya costs before a commune is
 * chosen (the product page), the cheapest and dearest price per delivery type; null when no active
 * transporter offers that type there.
 */
export type WilayaDeliveryEstimateResponse = {
  wilaya: { code: number; name_fr: string; name_ar: string }
  home: PriceRange | null
  stop_desk: PriceRange | null
  /** Per delivery type, the usual delay among those transporters that give one: quickest min, slowest max; null when none does. */
  delay: Record<DeliveryType, DayRange | null>
}

// ---- admin -------------------------------------------------------------------------------------

/** `GET /admin/transporters[/:id]`. */
export type AdminTransporter = {
  id: string
  name: string
  code: string
  logo_url: string | null
  active: boolean
  phone: string | null
  tracking_url_pattern: string | null
  supports_home: boolean
  supports_stop_desk: boolean
  shipping_options: { id: string; name: string; delivery_type: string }[]
}

export type AdminTransportersResponse = { transporters: AdminTransporter[]; count: number }
export type AdminTransporterResponse = { transporter: AdminTransporter }

/** The body of `POST /admin/transporters[/:id]`. */
export type AdminTransporterInput = Omit<AdminTransporter, "id" | "shipping_options">

/** One cell of the rate matrix: the wilaya's own rate or its mother wilaya's (58-wilaya model). */
export type RateCell = {
  price: number
  return_fee: number | null
  /** The usual delay in days (both or neither, 0–60, min ≤ max). */
  delay_min_days: number | null
  delay_max_days: number | null
  source: "wilaya_rate" | "mother_wilaya_rate"
  rate_id: string
  inherited_from?: number
}

/** A wilaya's row of `GET /admin/transporters/:id/rates`. */
export type RateRow = {
  code: number
  code_58: number
  name_fr: string
  name_ar: string
  deliverable?: boolean
} & Record<DeliveryType, RateCell | null>

export type AdminRatesResponse = { rates: RateRow[] }

/** What a rates change did (`PUT .../rates` and the CSV import answer it). */
export type RatesChanged = { created: number; updated: number; deleted: number }
export type AdminRatesUpdateResponse = { changed: RatesChanged; rates: RateRow[] }

/** One cell sent to `PUT /admin/transporters/:id/rates`; `price: null` clears it. */
export type RateChange = {
  wilaya_code: number
  delivery_type: DeliveryType
  price: number | null
  return_fee?: number | null
  /** Absent keeps the delay, null clears it; both or neither. */
  delay_min_days?: number | null
  delay_max_days?: number | null
}

/** The body of `PUT /admin/transporters/:id/rates`: cells, or one price for several wilayas. */
export type RatesUpdate = { rates: RateChange[] } | { wilaya_codes: number[]; delivery_type: DeliveryType; price: number | null }

export type CommuneName = { name_fr: string; name_ar: string } | null

/** `GET /admin/transporters/:id/commune-overrides`. */
export type CommuneOverride = {
  id: string
  commune_code: number
  delivery_type: DeliveryType
  served: boolean
  price: number | null
  commune: CommuneName
}

/**
 * A desk's name and address in another language than the one typed (French by default): Arabic pages
 * show `ar` where the merchant gave it (decision 0062). Opening hours are read by the storefront and
 * written in each language from the typed text.
 */
export type StopDeskTranslations = Partial<Record<"ar" | "en", { name?: string; address?: string }>>

/** A desk's name and address in a shop language ("fr", "ar", "en"): the translation where given, else as typed. */
export function deskTexts(desk: { name: string; address: string; translations?: unknown }, lang: string): { name: string; address: string } {
  const all = desk.translations && typeof desk.translations === "object" ? (desk.translations as StopDeskTranslations) : null
  const own = lang === "ar" || lang === "en" ? all?.[lang] : undefined
  return { name: own?.name || desk.name, address: own?.address || desk.address }
}

/** `GET /admin/transporters/:id/stop-desks`. */
export type AdminStopDesk = {
  id: string
  commune_code: number
  wilaya_code: number
  name: string
  address: string
  opening_hours: string | null
  phone: string | null
  active: boolean
  translations: StopDeskTranslations | null
  commune: CommuneName
}

export type AdminStopDeskInput = Omit<AdminStopDesk, "id" | "wilaya_code" | "commune">

/** A refused CSV row of the rates import; `code` + `params` are translated by the admin, `message` is English. */
export type CsvError = { line: number; column: string | null; code?: string; params?: Record<string, string | number>; message: string }

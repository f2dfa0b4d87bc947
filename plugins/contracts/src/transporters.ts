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
export type RateChange = { wilaya_code: number; delivery_type: DeliveryType; price: number | null; return_fee?: number | null }

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
  commune: CommuneName
}

export type AdminStopDeskInput = Omit<AdminStopDesk, "id" | "wilaya_code" | "commune">

/** A refused CSV row of the rates import; `code` + `params` are translated by the admin, `message` is English. */
export type CsvError = { line: number; column: string | null; code?: string; params?: Record<string, string | number>; message: string }

/** Shapes of the transporters plugin's admin API (plugins/transporters/src/api/admin/transporters). */
export const DELIVERY_TYPES = ["home", "stop_desk"] as const
export type DeliveryType = (typeof DELIVERY_TYPES)[number]

export type Transporter = {
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

export type TransporterInput = Omit<Transporter, "id" | "shipping_options">

export type RateCell = {
  price: number
  return_fee: number | null
  source: "wilaya_rate" | "mother_wilaya_rate"
  rate_id: string
  inherited_from?: number
}

export type RateRow = {
  code: number
  code_58: number
  name_fr: string
  name_ar: string
  deliverable?: boolean
} & Record<DeliveryType, RateCell | null>

/** One cell sent to `PUT .../rates`; `price: null` clears it. */
export type RateChange = { wilaya_code: number; delivery_type: DeliveryType; price: number | null; return_fee?: number | null }

export type CommuneName = { name_fr: string; name_ar: string } | null

export type CommuneOverride = {
  id: string
  commune_code: number
  delivery_type: DeliveryType
  served: boolean
  price: number | null
  commune: CommuneName
}

export type StopDesk = {
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

export type StopDeskInput = Omit<StopDesk, "id" | "wilaya_code" | "commune">

/** A refused CSV row; `code` + `params` are translated (`dzTransporters.csv.errors.<code>`), `message` is the API's English. */
export type CsvError = { line: number; column: string | null; code?: string; params?: Record<string, string | number>; message: string }

/** "" → null, "1500" → 1500, anything else → undefined (not a whole number of dinars). */
export function parseDinars(value: string): number | null | undefined {
  const v = value.trim()
  if (v === "") return null
  return /^\d{1,7}$/.test(v) ? Number(v) : undefined
}

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

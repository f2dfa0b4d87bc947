/**
 * Couriers (couriers plugin, decision 0040): the adapters each courier account is linked to, the
 * one canonical parcel status set every adapter maps its courier's statuses onto, and its labels.
 */
/** The courier platforms an account can be linked to (one adapter per platform, base URL per account). */
export const COURIER_ADAPTERS = ["yalidine", "ecotrack", "procolis", "maystro", "noest"] as const
export type CourierAdapterKey = (typeof COURIER_ADAPTERS)[number]

/** The canonical parcel statuses; the courier's own status text and reason are kept beside them. */
export const PARCEL_STATUSES = [
  "created",
  "pending_pickup",
  "picked_up",
  "in_transit",
  "at_hub",
  "out_for_delivery",
  "delivery_attempted",
  "delivered",
  "on_hold",
  "returning",
  "returned",
  "cancelled",
  "lost",
  "unknown",
] as const
export type ParcelStatus = (typeof PARCEL_STATUSES)[number]

/** The labels of the canonical statuses, in the three languages of the back-office. */
export const PARCEL_STATUS_LABELS: Record<"fr" | "en" | "ar", Record<ParcelStatus, string>> = {
  fr: {
    created: "Créé",
    pending_pickup: "En attente de ramassage",
    picked_up: "Ramassé",
    in_transit: "En transit",
    at_hub: "Au centre",
    out_for_delivery: "Sorti en livraison",
    delivery_attempted: "Tentative de livraison échouée",
    delivered: "Livré",
    on_hold: "En attente",
    returning: "En retour",
    returned: "Retourné",
    cancelled: "Annulé",
    lost: "Perdu",
    unknown: "Inconnu",
  },
  en: {
    created: "Created",
    pending_pickup: "Awaiting pickup",
    picked_up: "Picked up",
    in_transit: "In transit",
    at_hub: "At the hub",
    out_for_delivery: "Out for delivery",
    delivery_attempted: "Delivery attempt failed",
    delivered: "Delivered",
    on_hold: "On hold",
    returning: "Returning",
    returned: "Returned",
    cancelled: "Cancelled",
    lost: "Lost",
    unknown: "Unknown",
  },
  ar: {
    created: "أُنشئ",
    pending_pickup: "في انتظار الاستلام",
    picked_up: "تم الاستلام",
    in_transit: "في الطريق",
    at_hub: "في المركز",
    out_for_delivery: "خرج للتوصيل",
    delivery_attempted: "محاولة توصيل فاشلة",
    delivered: "تم التسليم",
    on_hold: "معلّق",
    returning: "في طريق الإرجاع",
    returned: "مُرجَع",
    cancelled: "ملغى",
    lost: "مفقود",
    unknown: "غير معروف",
  },
}

/** The credential names each platform takes (what the account form asks for). */
export const COURIER_CREDENTIALS: Record<CourierAdapterKey, readonly string[]> = {
  yalidine: ["api_id", "api_token"],
  ecotrack: ["token"],
  procolis: ["token", "key"],
  maystro: ["token"],
  noest: ["api_token", "user_guid"],
}

/** An account as the admin API answers it: which secrets are set, never their values. */
export type CourierAccountDTO = {
  id: string
  transporter_id: string
  adapter: CourierAdapterKey
  name: string
  base_url: string
  sandbox: boolean
  active: boolean
  from_wilaya_code: number
  credentials_set: string[]
  webhook_secret_set: boolean
  /** Where the courier must send its webhooks (path on this shop's backend). */
  webhook_path: string
  communes_count: number
  communes_synced_at: string | null
  last_test_at: string | null
  last_test_error: string | null
}

/** One order's result of a (bulk) hand-over. */
export type HandOverResultDTO =
  | { order_id: string; ok: true; manual: boolean; tracking: string | null; parcel_id: string | null; warning?: string | null }
  | { order_id: string; ok: false; status: number; field: string | null; message: string; retryable: boolean }

export type ParcelEventDTO = {
  id: string
  occurred_at: string
  status: ParcelStatus
  raw_status: string
  raw_reason: string | null
  location: string | null
  source: string
}
export type ParcelDTO = {
  id: string
  order_id: string
  account_id: string
  reference: string
  state: "sending" | "created" | "failed" | "cancelled"
  tracking: string | null
  label_url: string | null
  status: ParcelStatus
  raw_status: string | null
  raw_reason: string | null
  last_error: string | null
  last_event_at: string | null
  events: ParcelEventDTO[]
}

/** One order of the "call the buyer now" list (the courier failed a delivery attempt). */
export type CallNowEntry = {
  order_id: string
  display_id: number | null
  first_name: string
  last_name: string
  phone: string
  wilaya_code: number
  commune_code: number
  delivery_attempts: number
  tracking: string | null
  raw_status: string | null
  raw_reason: string | null
  attempted_at: string
}

/** "Sync from courier": the courier's tariff and desks against the transporter's, before (and after) saving. */
export type CourierSyncPlan = {
  account_id: string
  rates: {
    wilaya_code: number
    delivery_type: "home" | "stop_desk"
    change: "add" | "update" | "same"
    current: { price: number; return_fee: number | null } | null
    courier: { price: number; return_fee: number | null }
  }[]
  stop_desks: {
    external_id: string
    name: string
    address: string | null
    wilaya_code: number
    commune_code: number | null
    /** unmatched: the courier's commune was not found in the shop's geography; missing: the courier no longer lists a desk the shop has. */
    change: "add" | "update" | "same" | "unmatched" | "missing"
    stop_desk_id: string | null
  }[]
  summary: { rates_added: number; rates_updated: number; desks_added: number; desks_updated: number; desks_unmatched: number; desks_missing: number }
  applied: boolean
}

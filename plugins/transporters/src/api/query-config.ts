/** Default fields of the transporters' admin routes (Medusa's query-config convention); no route takes `?fields=`. */
export const TRANSPORTER_FIELDS = [
  "id",
  "name",
  "code",
  "logo_url",
  "active",
  "phone",
  "tracking_url_pattern",
  "supports_home",
  "supports_stop_desk",
  "created_at",
  "updated_at",
]

export const OVERRIDE_FIELDS = ["id", "commune_code", "delivery_type", "served", "price", "transporter_id", "created_at", "updated_at"]

export const STOP_DESK_FIELDS = [
  "id",
  "commune_code",
  "wilaya_code",
  "name",
  "address",
  "opening_hours",
  "phone",
  "active",
  "translations",
  "transporter_id",
  "created_at",
  "updated_at",
]

export const listTransporterQueryConfig = { defaults: TRANSPORTER_FIELDS, isList: true }
export const listCommuneOverrideQueryConfig = { defaults: OVERRIDE_FIELDS, isList: true }
export const listStopDeskQueryConfig = { defaults: STOP_DESK_FIELDS, isList: true }

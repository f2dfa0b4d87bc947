/**
 * Geography (algeria-geo plugin): what `/store/wilayas...` and `/admin/wilayas...` answer.
 * Field names are the module's own; codes are numbers ("06" is 6).
 */

/** A deliverable wilaya as the store sees it (`GET /store/wilayas`). */
export type StoreWilaya = {
  id: string
  code: number
  /** The wilaya of the 58-wilaya model a 2026 wilaya (59–69) came from; couriers still use it. */
  code_58: number
  name_fr: string
  name_ar: string
  reform: string | null
  postal_code: string | null
  phone_code: string | null
  latitude: number | null
  longitude: number | null
}

/** A deliverable commune as the store sees it (`GET /store/wilayas/:code/communes`). */
export type StoreCommune = {
  id: string
  code: number
  name_fr: string
  name_ar: string
  daira: string | null
  postal_code: string | null
  latitude: number | null
  longitude: number | null
  /** The store answer names its wilaya by code; the admin answer does not. */
  wilaya_code: number
}

export type StoreWilayasResponse = { wilayas: StoreWilaya[] }
export type StoreCommunesResponse = { communes: StoreCommune[] }

/** `GET /admin/wilayas`: every wilaya with its switch and commune counts. */
export type AdminWilaya = StoreWilaya & {
  deliverable: boolean
  commune_count: number
  deliverable_commune_count: number
}

/** `GET /admin/wilayas/:code/communes`. */
export type AdminCommune = Omit<StoreCommune, "wilaya_code"> & { deliverable: boolean }

export type AdminWilayasResponse = { wilayas: AdminWilaya[]; count: number; limit: number; offset: number }
export type AdminCommunesResponse = { communes: AdminCommune[]; count: number; limit: number; offset: number }

/** Default fields of the geography routes (Medusa's query-config convention); no route takes `?fields=`. */
export const WILAYA_FIELDS = ["id", "code", "code_58", "name_fr", "name_ar", "reform", "postal_code", "phone_code", "latitude", "longitude", "deliverable"]

export const COMMUNE_FIELDS = ["id", "code", "name_fr", "name_ar", "daira", "postal_code", "latitude", "longitude", "deliverable", "wilaya_id"]

/** The store does not show the deliverable flag: everything it lists is delivered. */
const storeFields = (fields: string[]) => fields.filter((f) => f !== "deliverable")

/** Store lists are whole (69 wilayas, a wilaya's communes): not paged, so not `isList`. */
export const storeWilayaQueryConfig = { defaults: storeFields(WILAYA_FIELDS) }
export const storeCommuneQueryConfig = { defaults: storeFields(COMMUNE_FIELDS) }
export const adminWilayaListQueryConfig = { defaults: WILAYA_FIELDS, isList: true }
export const adminCommuneListQueryConfig = { defaults: COMMUNE_FIELDS, isList: true }

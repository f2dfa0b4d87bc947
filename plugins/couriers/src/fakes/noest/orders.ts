import type { NoestGeo } from "./data"

/**
 * How the Noest fake checks one order, in Noest's two error styles (public API v2.3 §17):
 * field validation (Laravel's rules, French messages, answered as a 422 bag by `create/order`)
 * and business rules (`{success:false, error:<code>}`), checked only once the fields are valid.
 */
export type FieldErrors = Record<string, string[]>
export type BusinessError = { error: string; message: string }
export type CheckedOrder = {
  reference: string | null
  client: string
  phone: string
  phone_2: string | null
  adresse: string
  wilaya_id: number
  commune: string
  montant: number
  remarque: string | null
  produit: string
  type_id: number
  poids: number
  stop_desk: 0 | 1
  station_code: string | null
  can_open: 0 | 1
}

/** Noest publishes no ceiling; the sandbox refuses above 150,000 DA like the market's other couriers. */
export const MAX_AMOUNT = 150_000

type Obj = Record<string, unknown>
const s = (v: unknown) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "")
const isNum = (v: unknown) => v !== "" && v !== null && v !== undefined && typeof v !== "boolean" && Number.isFinite(Number(v))

/** Field validation; `prefix` is "orders.3." in a bulk call (Laravel names nested fields so). */
export function fieldErrors(o: Obj, prefix = "", poidsRequired = false): FieldErrors {
  const errors: FieldErrors = {}
  const add = (field: string, text: string) => (errors[`${prefix}${field}`] ??= []).push(text.replace(":attribute", `${prefix}${field}`.replace(/_/g, " ")))
  const required = (field: string) => {
    if (s(o[field]) === "") add(field, "Le champ :attribute est obligatoire.")
    return s(o[field]) !== ""
  }
  if (required("client") && s(o.client).length > 255) add("client", "Le texte :attribute ne peut contenir plus de 255 caractères.")
  if (required("phone") && !/^\d{9,10}$/.test(s(o.phone))) add("phone", "Le format du champ :attribute est invalide.")
  if (s(o.phone_2) && !/^\d{9,10}$/.test(s(o.phone_2))) add("phone_2", "Le format du champ :attribute est invalide.")
  if (required("adresse") && s(o.adresse).length > 255) add("adresse", "Le texte :attribute ne peut contenir plus de 255 caractères.")
  if (!s(o.zip_code)) {
    if (required("wilaya_id") && !(Number.isInteger(Number(o.wilaya_id)) && Number(o.wilaya_id) >= 1 && Number(o.wilaya_id) <= 58))
      add("wilaya_id", "La valeur de :attribute doit être comprise entre 1 et 58.")
    required("commune")
  }
  if (required("montant") && !isNum(o.montant)) add("montant", "Le champ :attribute doit être un nombre.")
  if (s(o.remarque).length > 255) add("remarque", "Le texte :attribute ne peut contenir plus de 255 caractères.")
  required("produit")
  if (required("type_id") && ![1, 2, 3].includes(Number(o.type_id))) add("type_id", "Le champ :attribute sélectionné est invalide.")
  if (poidsRequired && s(o.poids) === "") add("poids", "Le champ :attribute est obligatoire.")
  else if (s(o.poids) !== "" && !(isNum(o.poids) && Number(o.poids) > 0)) add("poids", "Le champ :attribute doit être un nombre.")
  if (required("stop_desk") && ![0, 1].includes(Number(o.stop_desk))) add("stop_desk", "Le champ :attribute sélectionné est invalide.")
  if (Number(o.stop_desk) === 1 && !s(o.station_code)) add("station_code", "Le champ :attribute est obligatoire quand stop desk est 1.")
  if (s(o.reference) && s(o.reference).length < 5) add("reference", "Le texte :attribute doit contenir au moins 5 caractères.")
  if (o.can_open !== undefined && ![0, 1].includes(Number(o.can_open))) add("can_open", "Le champ :attribute sélectionné est invalide.")
  return errors
}

/** Business rules, on an order whose fields are valid; null when Noest takes it. */
export function businessError(o: Obj, geo: NoestGeo, takenReferences: Set<string>): BusinessError | null {
  const byZip = s(o.zip_code) ? geo.communes.find((c) => c.code_postal === s(o.zip_code) && c.is_active) : undefined
  if (s(o.zip_code) && !byZip) return { error: "zip_code", message: `Le code postal ${s(o.zip_code)} est inconnu.` }
  const wilaya = byZip?.wilaya_id ?? Number(o.wilaya_id)
  if (s(o.reference) && takenReferences.has(s(o.reference))) return { error: "duplicate_order", message: `La référence ${s(o.reference)} existe déjà.` }
  if (!byZip && !geo.commune(wilaya, s(o.commune)))
    return { error: "inactive_commune", message: `La commune ${s(o.commune)} n'existe pas ou n'est pas active dans la wilaya ${wilaya}.` }
  if (Number(o.type_id) !== 3 && Number(o.montant) > MAX_AMOUNT) return { error: "max_amount_exceeded", message: `Le montant dépasse ${MAX_AMOUNT} DA.` }
  if (Number(o.stop_desk) === 1) {
    const desks = geo.desks.filter((d) => d.wilaya_id === wilaya)
    if (!desks.length) return { error: "stopdesk_disabled", message: `Le stop desk n'est pas disponible dans la wilaya ${wilaya}.` }
    if (!desks.some((d) => d.code === s(o.station_code)))
      return { error: "station_code", message: `La station ${s(o.station_code)} n'appartient pas à la wilaya ${wilaya}.` }
  }
  return null
}

export function checked(o: Obj, geo: NoestGeo): CheckedOrder {
  // A postal code stands for the wilaya and the commune (§22).
  const byZip = s(o.zip_code) ? geo.communes.find((c) => c.code_postal === s(o.zip_code) && c.is_active) : undefined
  const wilaya = byZip?.wilaya_id ?? Number(o.wilaya_id)
  return {
    reference: s(o.reference) || null,
    client: s(o.client),
    phone: s(o.phone),
    phone_2: s(o.phone_2) || null,
    adresse: s(o.adresse),
    wilaya_id: wilaya,
    commune: byZip?.nom ?? geo.commune(wilaya, s(o.commune))?.nom ?? s(o.commune),
    // A pick-up (type 3) collects nothing: Noest forces its amount to 0.
    montant: Number(o.type_id) === 3 ? 0 : Number(o.montant),
    remarque: s(o.remarque) || null,
    produit: s(o.produit),
    type_id: Number(o.type_id),
    poids: s(o.poids) ? Number(o.poids) : 1,
    stop_desk: Number(o.stop_desk) === 1 ? 1 : 0,
    station_code: Number(o.stop_desk) === 1 ? s(o.station_code) : null,
    can_open: Number(o.can_open) === 1 ? 1 : 0,
  }
}

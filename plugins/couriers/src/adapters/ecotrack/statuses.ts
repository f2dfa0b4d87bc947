import type { ParcelStatus } from "@shop/contracts/couriers"
import { fold } from "@shop/shared/text"

/**
 * EcoTrack's words for where a parcel is, mapped onto the canonical set (decision 0040).
 *
 * EcoTrack speaks of a parcel in three vocabularies (official Postman collection "ECOTRACK API",
 * documenter.getpostman.com/view/14517169/Tz5je15g, sections "Suivi des commandes"):
 * - `activity[].status`, the events of `get/tracking/info` and `get/trackings/info`: eleven keys,
 *   snake_case English-ish ("livred", "Return_received" with its capital R as documented);
 * - the parcel's current `status` in French display wording in `get/trackings/info` ("En hub",
 *   "Retours reçu"…; tenants drift in accents and plurals, hence the folded comparison);
 * - the `status` enum of `get/orders` and `get/orders/status` ("en_hub", "retour_recu", "annule").
 * The two last ones name the same states; both are listed. Anything else maps to "unknown", and the
 * raw text is always kept beside the canonical status.
 */

/** `activity[].status` → canonical. `notification_on_order` (a remark was added) is not a move: skipped. */
export const ECOTRACK_ACTIVITY_STATUS: Record<string, ParcelStatus | null> = {
  order_information_received_by_carrier: "pending_pickup", // registered and validated by the seller
  notification_on_order: null,
  picked: "picked_up",
  accepted_by_carrier: "at_hub", // received by the sorting centre (hub or station)
  dispatched_to_driver: "out_for_delivery",
  attempt_delivery: "delivery_attempted",
  return_asked: "returning", // return started by the hub or station
  return_in_transit: "returning",
  return_received: "returned", // documented as "Return_received": received back by the seller
  livred: "delivered",
  encaissed: "delivered", // cash collected: still delivered for the parcel, money moves on
  payed: "delivered",
}

/** The parcel's state, French display wording and `get/orders` enum key alike → canonical. */
export const ECOTRACK_STATE_STATUS: Record<string, ParcelStatus> = {
  // not validated yet (a draft): the courier does nothing with it
  "prêt à expédier": "created",
  prete_a_expedier: "created",
  "prêt à préparer": "created",
  // validated, waiting for the courier to collect it (or prepare it from the stock it holds)
  "en ramassage": "pending_pickup",
  en_ramassage: "pending_pickup",
  "stock en préparation": "pending_pickup",
  en_preparation_stock: "pending_pickup",
  // collected, on its way to the hub
  "vers hub": "picked_up",
  vers_hub: "picked_up",
  "en hub": "at_hub",
  en_hub: "at_hub",
  "vers wilaya": "in_transit",
  vers_wilaya: "in_transit",
  // at the destination station, prepared for a driver
  "en préparation": "at_hub",
  en_preparation: "at_hub",
  "en livraison": "out_for_delivery",
  en_livraison: "out_for_delivery",
  // postponed (buyer asked for another day, unreachable…): the parcel waits at the station
  suspendus: "on_hold",
  suspendu: "on_hold",
  // delivered, then the money's own steps (collected, paid to the seller)
  "livre non encaissé": "delivered",
  livre_non_encaisse: "delivered",
  "livré non encaissé": "delivered",
  "livre encaissé non payé": "delivered",
  "livré encaissé non payé": "delivered",
  encaisse_non_paye: "delivered",
  "paiement prêt": "delivered",
  paiements_prets: "delivered",
  "paiement archivé": "delivered",
  paye_et_archive: "delivered",
  "payé et archivé": "delivered",
  // on the way back
  "retours chez livreur": "returning",
  retour_chez_livreur: "returning",
  "retours en traitement": "returning",
  retour_en_traitement: "returning",
  "retours prêts": "returning",
  "retours à dispatcher vers stock": "returning",
  "retours en transit stock": "returning",
  retour_transit_entrepot: "returning",
  // back: with the seller, or in the seller's stock the courier holds
  "retours en stock": "returned",
  "retours reçu": "returned",
  "retours reçus": "returned",
  retour_recu: "returned",
  "retours archivé": "returned",
  retour_archive: "returned",
  annulé: "cancelled",
  annule: "cancelled",
}

const key = (raw: string) => fold(raw).replace(/ /g, "_")
const ACTIVITY = new Map(Object.entries(ECOTRACK_ACTIVITY_STATUS).map(([k, v]) => [key(k), v]))
const STATE = new Map(Object.entries(ECOTRACK_STATE_STATUS).map(([k, v]) => [key(k), v]))

/** An activity key: its canonical status, null for one that is not a move (a remark), "unknown" for a key EcoTrack does not document. */
export function activityStatus(raw: string): ParcelStatus | null {
  const k = key(raw)
  return ACTIVITY.has(k) ? (ACTIVITY.get(k) ?? null) : "unknown"
}

/** A state (display wording or enum key): its canonical status, "unknown" when EcoTrack does not document it. */
export function stateStatus(raw: string): ParcelStatus {
  return STATE.get(key(raw)) ?? "unknown"
}

/**
 * Whether the parcel's current state is already told by its last activity: "En livraison" after
 * `attempt_delivery` (the driver still has it) and every state whose canonical status is the last
 * activity's. Otherwise the state is news that no activity carries ("Vers wilaya", "Suspendus",
 * "Annulé"…) and becomes an event of its own.
 */
export function stateToldByActivity(state: ParcelStatus, lastActivity: ParcelStatus | null): boolean {
  if (!lastActivity) return false
  return state === lastActivity || (state === "out_for_delivery" && lastActivity === "delivery_attempted")
}

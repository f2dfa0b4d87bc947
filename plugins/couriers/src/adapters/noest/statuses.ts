import type { ParcelStatus } from "@shop/contracts/couriers"

/**
 * Noest's tracking events (`activity[].event_key` of `POST /api/public/get/trackings/info`, and the
 * `status` of `GET /api/public/get/orders`) with the French label Noest's dashboard shows, mapped
 * onto the canonical set. Sources: the event list of Noest's public API v2.3 («Liste des
 * événements») and the labels used by the open WooCommerce bordereau generator; where they
 * disagree the API document wins.
 *
 * `null` marks the events that are not parcel movements (money transfers, price or address edits,
 * surcharges): Noest mixes them into the same feed. They keep the status the parcel already had, so
 * a payout after delivery never turns a delivered parcel into something else.
 */
export const NOEST_EVENTS: Readonly<Record<string, readonly [ParcelStatus | null, string]>> = {
  // A draft: created through the API, not validated yet (Noest does not pick it up).
  upload: ["created", "Uploadé sur le système"],
  // Validated by the merchant (`valid/order`): waiting for the pick-up.
  customer_validation: ["pending_pickup", "Validé"],
  validation_collect_colis: ["picked_up", "Colis Ramassé"],
  validation_reception_admin: ["at_hub", "Reception validé"],
  validation_reception: ["in_transit", "Enlevé par le livreur"],
  // Noest labels it "En livraison", but it is a hand-over to another hub, not the last mile.
  sent_to_redispatch: ["in_transit", "En livraison"],
  fdr_activated: ["out_for_delivery", "En livraison"],
  mise_a_jour: ["delivery_attempted", "Tentative de livraison"],
  // The merchant asked for one more attempt: the parcel waits at the hub for its next round.
  nouvel_tentative_asked_by_customer: ["at_hub", "Nouvelle tentative demandée par le vendeur"],
  colis_suspendu: ["on_hold", "Suspendu"],
  livre: ["delivered", "Livré"],
  livred: ["delivered", "Livré"],
  echange_valide: ["delivered", "Échange validé"],
  echange_valid_by_hub: ["delivered", "Échange validé"],
  return_asked_by_customer: ["returning", "Retour demandé par le partenaire"],
  return_asked_by_hub: ["returning", "Retour En transit"],
  retour_dispatched_to_partenaires: ["returning", "Retour transmis au partenaire"],
  return_dispatched_to_partenaire: ["returning", "Retour transmis au partenaire"],
  colis_retour_transmit_to_partner: ["returning", "Retour transmis au partenaire"],
  return_dispatched_to_warehouse: ["returning", "Retour transmis vers entrepôt"],
  // The return's hand-over was called off: the parcel stays at the hub.
  annulation_dispatch_retour: ["at_hub", "Transmission du retour au partenaire annulée"],
  cancel_return_dispatched_to_partenaire: ["at_hub", "Transmission du retour au partenaire annulée"],
  return_redispatched_to_livraison: ["in_transit", "Retour remis en livraison"],
  livraison_echoue_recu: ["returned", "Retour reçu par le partenaire"],
  return_validated_by_partener: ["returned", "Retour validé par le partenaire"],
  // Pick-up orders (type 3): Noest collects from the buyer and brings it to the merchant.
  pickedup: ["picked_up", "Pick-Up collecté"],
  valid_return_pickup: ["picked_up", "Pick-Up validé"],
  colis_pickup_transmit_to_partner: ["in_transit", "Pick-UP transmis au partenaire"],
  pickup_picked_recu: ["delivered", "Pick-Up reçu par le partenaire"],
  ask_to_delete_by_admin: ["cancelled", "Demande de suppression"],
  ask_to_delete_by_hub: ["cancelled", "Demande de suppression"],
  // Not movements (see above).
  verssement_admin_cust: [null, "Montant transmis au partenaire"],
  verssement_admin_cust_canceled: [null, "Versement annulé"],
  verssement_hub_cust_canceled: [null, "Versement annulé"],
  validation_reception_cash_by_partener: [null, "Montant reçu par le partenaire"],
  edited_informations: [null, "Informations modifiées"],
  edit_price: [null, "Prix modifié"],
  edit_wilaya: [null, "Changement de wilaya"],
  extra_fee: [null, "Surfacturation du colis"],
}

const BY_LABEL = new Map<string, ParcelStatus | null>()
for (const [status, label] of Object.values(NOEST_EVENTS)) if (!BY_LABEL.has(label.toLowerCase())) BY_LABEL.set(label.toLowerCase(), status)

/**
 * The canonical status of one Noest event: by its key, else by its label (an answer that carries only
 * the text), `null` for a non-movement event, "unknown" for anything Noest has not documented.
 */
export function noestStatus(eventKey: string | null, label: string | null): ParcelStatus | null {
  const key = eventKey?.trim().toLowerCase()
  if (key && key in NOEST_EVENTS) return NOEST_EVENTS[key][0]
  const byLabel = label ? BY_LABEL.get(label.trim().toLowerCase()) : undefined
  return byLabel === undefined ? "unknown" : byLabel
}

/** The words to keep for support: Noest's own label, else its key. */
export function noestLabel(eventKey: string | null, label: string | null): string {
  if (label?.trim()) return label.trim()
  const key = eventKey?.trim() ?? ""
  return NOEST_EVENTS[key.toLowerCase()]?.[1] ?? key
}

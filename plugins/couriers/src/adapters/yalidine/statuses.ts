import type { ParcelStatus } from "@shop/contracts/couriers"

/**
 * Yalidine's parcel statuses (the `last_status` of /parcels and the `status` of /histories and of the
 * `parcel_status_updated` webhook), as its API documentation lists them, mapped onto the canonical set.
 * The raw text is always kept beside the canonical status; a text missing here maps to "unknown".
 *
 * Choices where the documentation gives no meaning (written down so that support can follow them):
 * - "A vérifier" and "Pas encore expédié" come before preparation: the parcel is still on the seller's
 *   side, like "En préparation" (the only status in which Yalidine lets a parcel be edited or deleted).
 * - "En attente du client" is a stop-desk parcel waiting for the buyer to come: the last step before
 *   delivery, so out_for_delivery (the buyer can collect it now).
 * - "Echèc livraison" (Yalidine's own spelling) is the final failure after the attempts: the return
 *   starts, so returning; "Tentative échouée" is the attempt to act on at once (delivery_attempted).
 * - "Retour à retirer" is a return waiting at the seller's desk: still returning until "Retourné au
 *   vendeur", when the seller has it back (returned).
 */
export const YALIDINE_STATUSES: Readonly<Record<string, ParcelStatus>> = {
  "Pas encore expédié": "created",
  "A vérifier": "created",
  "En préparation": "created",
  "Pas encore ramassé": "pending_pickup",
  "Prêt à expédier": "pending_pickup",
  Ramassé: "picked_up",
  Bloqué: "on_hold",
  Débloqué: "in_transit",
  Transfert: "in_transit",
  Expédié: "in_transit",
  Centre: "at_hub",
  "En localisation": "in_transit",
  "Vers Wilaya": "in_transit",
  "Reçu à Wilaya": "at_hub",
  "En attente du client": "out_for_delivery",
  "Prêt pour livreur": "at_hub",
  "Sorti en livraison": "out_for_delivery",
  "En attente": "on_hold",
  "En alerte": "on_hold",
  "Alerte résolue": "in_transit",
  "Tentative échouée": "delivery_attempted",
  Livré: "delivered",
  "Echèc livraison": "returning",
  "Retour vers centre": "returning",
  "Retourné au centre": "returning",
  "Retour transfert": "returning",
  "Retour groupé": "returning",
  "Retour à retirer": "returning",
  "Retour vers vendeur": "returning",
  "Retourné au vendeur": "returned",
  "Echange échoué": "returning",
}

/** The only status in which Yalidine accepts PATCH and DELETE of a parcel (its documentation: "en préparation"). */
export const EDITABLE_STATUS = "En préparation"

const folded = new Map(Object.entries(YALIDINE_STATUSES).map(([raw, status]) => [foldStatus(raw), status]))

function foldStatus(raw: string): string {
  return raw.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim()
}

/** The canonical status of a Yalidine status text (accents and case forgiven: "Echec livraison" = "Echèc livraison"); unknown text → "unknown". */
export function mapYalidineStatus(raw: string | null | undefined): ParcelStatus {
  if (!raw) return "unknown"
  return YALIDINE_STATUSES[raw] ?? folded.get(foldStatus(raw)) ?? "unknown"
}

/** The reasons Yalidine gives with a failed attempt or a hold (documented lists). */
export const YALIDINE_ATTEMPT_REASONS = [
  "Téléphone injoignable",
  "Client ne répond pas",
  "Faux numéro",
  "Client absent (reporté)",
  "Client absent (échoué)",
  "Annulé par le client",
  "Commande double",
  "Le client n'a pas commandé",
  "Produit erroné",
  "Produit manquant",
  "Produit cassé ou défectueux",
  "Client incapable de payer",
  "Wilaya erronée",
  "Commune erronée",
  "Client no-show",
  "Adresse non livrable",
] as const
export const YALIDINE_HOLD_REASONS = ["Document manquant", "Produit interdit", "Produit dangereux", "Fausse déclaration"] as const

/**
 * A parcel's payment status (the cash Yalidine collected, on its way to the seller). The documentation
 * spells the last one "payed"; it is answered as "paid" here.
 */
export type YalidinePaymentStatus = "not-ready" | "ready" | "receivable" | "paid"
export function mapPaymentStatus(raw: unknown): YalidinePaymentStatus | null {
  if (raw === "payed" || raw === "paid") return "paid"
  if (raw === "not-ready" || raw === "ready" || raw === "receivable") return raw
  return null
}

import type { ParcelStatus } from "@shop/contracts/couriers"

/**
 * ZR Express' `Situation` texts (legacy Procolis API, as merchants' integrations and the ZR space
 * show them) onto the canonical set. Compared without accents, case or extra spaces, because the
 * service is not consistent about them ("Retour de Dispatche" / "Retour de Dispatché").
 * A buyer who refuses or cancels at the door ("Annuler par le Client") sends the parcel back: that
 * is `returning`, not `cancelled` (which we keep for a parcel removed before it left: "Supprimée").
 */
const TABLE: [string, ParcelStatus][] = [
  ["En Préparation", "created"],
  ["Restaurée", "created"],
  ["En Traitement - Prêt à Expédie", "pending_pickup"],
  ["En Traitement", "pending_pickup"],
  ["Prêt à expédier", "pending_pickup"],
  ["Prêt à expédier L", "pending_pickup"],
  ["Dispatcher", "in_transit"],
  ["Au Bureau", "at_hub"],
  ["SD - En Attente du Client", "at_hub"],
  ["En livraison", "out_for_delivery"],
  ["Appel sans Réponse 1", "delivery_attempted"],
  ["Appel sans Réponse 2", "delivery_attempted"],
  ["Appel sans Réponse 3", "delivery_attempted"],
  ["SD - Appel sans Réponse 1", "delivery_attempted"],
  ["SD - Appel sans Réponse 2", "delivery_attempted"],
  ["SD - Appel sans Réponse 3", "delivery_attempted"],
  ["A Relancé", "delivery_attempted"],
  ["Reporté", "on_hold"],
  ["SD - Reporté", "on_hold"],
  ["Attente Information", "on_hold"],
  ["Livrée", "delivered"],
  ["Colis Livrée", "delivered"],
  ["Livrée [ Encaisser ]", "delivered"],
  ["Livrée [ Recouvert ]", "delivered"],
  ["Echange", "delivered"],
  ["Annuler par le Client", "returning"],
  ["SD - Annuler par le Client", "returning"],
  ["SD - Annuler 3x", "returning"],
  ["Retour Livreur", "returning"],
  ["Retour Navette", "returning"],
  ["Retour de Dispatche", "returning"],
  ["Retour Client", "returned"],
  ["Retour Stock", "returned"],
  ["Supprimée", "cancelled"],
  ["Colis Perdu", "lost"],
]

export const situationKey = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()

const BY_KEY = new Map(TABLE.map(([raw, status]) => [situationKey(raw), status]))

/** The canonical status of a Situation text; anything the table does not know is `unknown` (the raw text is kept by the caller). */
export function procolisStatus(situation: string): ParcelStatus {
  const k = situationKey(situation)
  // "En livraison ( 1528 )": the driver's number is appended to some situations
  return BY_KEY.get(k) ?? BY_KEY.get(k.replace(/\s*\(.*\)\s*$/, "")) ?? "unknown"
}

export const PROCOLIS_SITUATIONS = TABLE.map(([raw]) => raw)

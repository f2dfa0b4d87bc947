/**
 * Couriers (couriers plugin, decision 0040): the adapters each courier account is linked to, the
 * one canonical parcel status set every adapter maps its courier's statuses onto, and its labels.
 */
import { z } from "zod"

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
export const ParcelStatusSchema = z.enum(PARCEL_STATUSES)

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

import type { PosSaleFulfilment } from "@shop/contracts/pos"
import type { FieldError } from "./field-errors"

/** The courier's offer the cashier picked for a commune (from `/api/transporters/:commune`). */
export type ChosenOffer = { shipping_option_id: string; stop_desk_id: string | null; type: "home" | "stop_desk"; transporter: string; price: number }

export type FulfilmentDraft = {
  mode: "pickup" | "delivery"
  address: string
  wilaya: number | null
  commune: number | null
  /** The names shown on the receipt, kept with the choice (the lists are not there offline). */
  wilaya_name: string | null
  commune_name: string | null
  offer: ChosenOffer | null
}

export const pickup = (): FulfilmentDraft => ({ mode: "pickup", address: "", wilaya: null, commune: null, wilaya_name: null, commune_name: null, offer: null })

/**
 * Spec: delivery needs address, wilaya, commune and transporter, and a cart that is not empty; and a
 * connection (the couriers' prices and the delivery order are online only, an offline restriction).
 */
export function checkFulfilment(
  f: FulfilmentDraft,
  { online, cartEmpty }: { online: boolean; cartEmpty: boolean }
): { errors: FieldError[]; fulfilment: PosSaleFulfilment | null } {
  if (f.mode === "pickup") return { errors: [], fulfilment: { mode: "pickup" } }
  const errors: FieldError[] = []
  if (!online) errors.push({ field: "fulfilment", code: "delivery_offline" })
  if (cartEmpty) errors.push({ field: "fulfilment.lines", code: "cart_empty" })
  if (!f.address.trim()) errors.push({ field: "fulfilment.address", code: "required" })
  if (f.wilaya === null) errors.push({ field: "fulfilment.wilaya", code: "required" })
  if (f.commune === null) errors.push({ field: "fulfilment.commune", code: "required" })
  if (!f.offer) errors.push({ field: "fulfilment.shipping_option_id", code: "required" })
  else if (f.offer.type === "stop_desk" && !f.offer.stop_desk_id) errors.push({ field: "fulfilment.stop_desk_id", code: "required" })
  if (errors.length) return { errors, fulfilment: null }
  return {
    errors,
    fulfilment: {
      mode: "delivery",
      address: f.address.trim(),
      wilaya: f.wilaya!,
      commune: f.commune!,
      shipping_option_id: f.offer!.shipping_option_id,
      stop_desk_id: f.offer!.stop_desk_id,
    },
  }
}

export const placeOf = (f: FulfilmentDraft) => [f.address.trim(), f.commune_name, f.wilaya_name].filter(Boolean).join(", ")

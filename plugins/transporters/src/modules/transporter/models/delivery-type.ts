/** Home delivery, or pick-up at one of the courier's stop-desks (cheaper). */
export const DELIVERY_TYPES = ["home", "stop_desk"] as const
export type DeliveryType = (typeof DELIVERY_TYPES)[number]

import { DELIVERY_TYPES, type DeliveryType } from "./quote"

/** The provider's static identifier; its id in Medusa is `transporter_<id from medusa-config>`. */
export const TRANSPORTER_PROVIDER_IDENTIFIER = "transporter"

/** The `data` of a transporter shipping option: which courier, which delivery type. */
export type TransporterOptionData = { transporter_id: string; delivery_type: DeliveryType }

export function parseOptionData(data: unknown): TransporterOptionData | null {
  const d = (data ?? {}) as Record<string, unknown>
  if (typeof d.transporter_id !== "string" || !d.transporter_id) return null
  if (!DELIVERY_TYPES.includes(d.delivery_type as DeliveryType)) return null
  return { transporter_id: d.transporter_id, delivery_type: d.delivery_type as DeliveryType }
}

export const DELIVERY_TYPE_LABELS: Record<DeliveryType, { label: string; description: string }> = {
  home: { label: "Livraison à domicile", description: "Livré à l'adresse du client, paiement à la livraison" },
  stop_desk: { label: "Stop-desk", description: "Retrait au point relais du transporteur, paiement au retrait" },
}

export const shippingOptionName = (transporterName: string, type: DeliveryType) => `${transporterName} — ${DELIVERY_TYPE_LABELS[type].label}`

import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { CodOrderForm, FieldError } from "./order-form"

/** The transporters plugin's fulfillment provider ids are `transporter_<id>`. */
const TRANSPORTER_PROVIDER_PREFIX = "transporter_"

export type CheckedDelivery = {
  shipping_address: {
    first_name: string
    last_name: string
    phone: string
    address_1: string
    city: string
    province: string
    country_code: "dz"
    metadata: { commune_code: number }
  }
  shipping_option_id: string
  shipping_data: { stop_desk_id?: string }
  transporter_id: string
  delivery_type: string
}

/** A commune as algeria-geo's `geo` module lists it, with its wilaya. */
type GeoCommune = { code: number; name_fr: string; deliverable: boolean; wilaya?: { code: number; deliverable: boolean } | null }
type Geo = { listCommunes(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<GeoCommune[]> }

/**
 * The checks that need the database: a deliverable wilaya, a deliverable commune of that wilaya,
 * a transporter's shipping option, the stop-desk a stop-desk option needs, and variants that exist.
 * Every failure names its field. The delivery is priced once, by the cart (the transporters'
 * fulfillment provider): an option it cannot price for this address fails the checkout with
 * INVALID_DATA, which the route answers as a field error.
 */
export async function checkDelivery(
  scope: MedusaContainer,
  form: CodOrderForm
): Promise<{ ok: true; delivery: CheckedDelivery } | { ok: false; errors: FieldError[] }> {
  const errors: FieldError[] = []
  const geo = scope.resolve<Geo>("geo")
  const [commune] = await geo.listCommunes({ code: form.commune }, { relations: ["wilaya"] })
  const wilaya = commune?.wilaya?.code === form.wilaya ? commune.wilaya : null
  if (!commune) {
    errors.push({ field: "commune", code: "unknown_commune", message: `commune ${form.commune} does not exist` })
  } else if (!wilaya) {
    errors.push({ field: "commune", code: "not_in_wilaya", message: `commune ${form.commune} is not in wilaya ${form.wilaya}` })
  } else if (!wilaya.deliverable) {
    errors.push({ field: "wilaya", code: "not_deliverable", message: `wilaya ${form.wilaya} is not delivered` })
  } else if (!commune.deliverable) {
    errors.push({ field: "commune", code: "not_deliverable", message: `commune ${form.commune} is not delivered` })
  }

  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const variantIds = form.items.map((i) => i.variant_id)
  const { data: variants } = await query.graph({ entity: "product_variant", fields: ["id"], filters: { id: variantIds } })
  const known = new Set((variants as { id: string }[]).map((v) => v.id))
  form.items.forEach((item, i) => {
    if (!known.has(item.variant_id)) {
      errors.push({ field: `items.${i}.variant_id`, code: "unknown_variant", message: `variant ${item.variant_id} does not exist` })
    }
  })

  const fulfillment = scope.resolve(Modules.FULFILLMENT)
  const [option] = await fulfillment.listShippingOptions({ id: form.shipping_option_id }, { select: ["id", "provider_id", "data"] })
  const optionData = (option?.data ?? {}) as Record<string, unknown>
  if (!option || !option.provider_id?.startsWith(TRANSPORTER_PROVIDER_PREFIX) || typeof optionData.transporter_id !== "string") {
    errors.push({ field: "shipping_option_id", code: "unknown_option", message: "shipping_option_id is not a transporter's delivery option" })
    return { ok: false, errors }
  }
  const deliveryType = String(optionData.delivery_type)
  if (deliveryType === "stop_desk" && !form.stop_desk_id) {
    errors.push({ field: "stop_desk_id", code: "required", message: "stop_desk_id is required for a stop-desk delivery" })
  }
  if (deliveryType !== "stop_desk" && form.stop_desk_id) {
    errors.push({ field: "stop_desk_id", code: "not_accepted", message: "stop_desk_id is only for a stop-desk delivery" })
  }
  if (errors.length) return { ok: false, errors }

  const shipping_address = {
    first_name: form.first_name,
    last_name: form.last_name,
    phone: form.phone,
    // A stop-desk pick-up may come without a street (decision 0055): the desk is in shipping_data.
    address_1: form.address ?? "",
    // no error above, so the commune was found
    city: commune!.name_fr,
    province: String(form.wilaya),
    country_code: "dz" as const,
    metadata: { commune_code: form.commune },
  }
  const shipping_data = form.stop_desk_id ? { stop_desk_id: form.stop_desk_id } : {}
  return {
    ok: true,
    delivery: {
      shipping_address,
      shipping_option_id: option.id,
      shipping_data,
      transporter_id: optionData.transporter_id as string,
      delivery_type: deliveryType,
    },
  }
}

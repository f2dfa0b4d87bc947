import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"

type ShippingMethodRow = { name: string; data: { transporter_id?: string } | null } | null
/** An order with the fields `loadOrder` asks Query for. */
export type DeliveryOrderRow = {
  id: string
  display_id: number | null
  status: string
  total: number | string | null
  items?: { id: string; quantity: number | string }[] | null
  shipping_methods?: ShippingMethodRow[] | null
  shipping_address?: { first_name: string | null; last_name: string | null; city: string | null } | null
  fulfillments?:
    { id: string; location_id: string; canceled_at: Date | string | null; items?: { inventory_item_id: string; quantity: number | string }[] | null }[] | null
}

/** The order fields delivery and payments need, read with Query (order + fulfillment modules). */
export async function loadOrder(container: MedusaContainer, orderId: string): Promise<DeliveryOrderRow> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: [
      "id",
      "display_id",
      "status",
      "total",
      "items.id",
      "items.quantity",
      "shipping_methods.name",
      "shipping_methods.data",
      "shipping_address.first_name",
      "shipping_address.last_name",
      "shipping_address.city",
      "fulfillments.id",
      "fulfillments.location_id",
      "fulfillments.canceled_at",
      "fulfillments.items.inventory_item_id",
      "fulfillments.items.quantity",
    ],
    filters: { id: orderId },
  })
  const order: DeliveryOrderRow | undefined = data[0]
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, `order_id: order ${orderId} not found`)
  return order
}

/** The courier chosen at checkout: the transporter provider writes it into the shipping method (decision 0003). */
export function transporterOf(order: Pick<DeliveryOrderRow, "shipping_methods">): string | null {
  const method = (order.shipping_methods ?? []).find((m) => m?.data?.transporter_id)
  return method?.data?.transporter_id ?? null
}

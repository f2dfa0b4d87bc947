import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"

type Container = { resolve: (k: string) => any }

/** The order fields delivery and payments need, read with Query (order + fulfillment modules). */
export async function loadOrder(container: Container, orderId: string) {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: [
      "id", "display_id", "status", "total",
      "items.id", "items.quantity",
      "shipping_methods.name", "shipping_methods.data",
      "shipping_address.first_name", "shipping_address.last_name", "shipping_address.city",
      "fulfillments.id", "fulfillments.location_id", "fulfillments.canceled_at",
      "fulfillments.items.inventory_item_id", "fulfillments.items.quantity",
    ],
    filters: { id: orderId },
  })
  const order = data[0]
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, `order_id: order ${orderId} not found`)
  return order
}

/** The courier chosen at checkout: the transporter provider writes it into the shipping method (decision 0003). */
export function transporterOf(order: any): string | null {
  const method = (order.shipping_methods ?? []).find((m: any) => m?.data?.transporter_id)
  return method?.data?.transporter_id ?? null
}

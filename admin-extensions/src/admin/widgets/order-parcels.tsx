import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Container } from "@medusajs/ui"
import { ParcelPanel } from "../couriers/parcel-panel"

/** The order's parcel at its courier, beside the order life (issue 16, decision 0041). */
const OrderParcelsWidget = ({ data: order }: DetailWidgetProps<AdminOrder>) => (
  <Container className="px-6 py-4 empty:hidden">
    <ParcelPanel orderId={order.id} />
  </Container>
)

export const config = defineWidgetConfig({ zone: "order.details.side.before" })

export default OrderParcelsWidget

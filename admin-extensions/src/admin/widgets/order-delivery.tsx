import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Badge, Button, Container, Heading, Text, toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { requestJson } from "../shared/api"

type Delivery = { status: "shipped" | "delivered" | "returned"; paid: boolean } | null

/** What the next step of a delivery may be (the server refuses anything else with a 400). */
const NEXT: Record<string, ("shipped" | "delivered" | "returned")[]> = {
  none: ["shipped"],
  shipped: ["delivered", "returned"],
  delivered: ["returned"],
  returned: [],
}

/** The order's delivery with its courier (issue item 4): shipped, delivered, returned (restocks). */
const OrderDeliveryWidget = ({ data: order }: DetailWidgetProps<AdminOrder>) => {
  const { t } = useTranslation()
  const client = useQueryClient()
  const key = ["dz-ops", "delivery", order.id]
  const delivery = useQuery({ queryKey: key, queryFn: () => requestJson<{ delivery: Delivery }>(`/admin/orders/${order.id}/delivery`, { method: "GET" }) })
  const move = useMutation({
    mutationFn: (status: string) => requestJson<{ delivery: Delivery }>(`/admin/orders/${order.id}/delivery`, { method: "POST", body: { status } }),
    onSuccess: (r) => {
      client.setQueryData(key, r)
      toast.success(t("dzOps.messages.titleSuccess"), { description: t(`dzOps.delivery.status.${r.delivery?.status ?? "none"}`) })
    },
    onError: (e) => toast.error(t("dzOps.messages.titleError"), { description: e.message }),
  })
  const current = delivery.data?.delivery
  const status = current?.status ?? "none"
  const next = current?.paid ? [] : NEXT[status]

  return (
    <Container className="flex flex-col gap-3 px-6 py-4" data-testid="order-delivery">
      <div className="flex items-center justify-between gap-2">
        <Heading level="h2">{t("dzOps.delivery.title")}</Heading>
        <Badge size="2xsmall" data-testid="order-delivery-status">
          {t(`dzOps.delivery.status.${status}`)}
        </Badge>
      </div>
      {delivery.error && (
        <Text size="small" className="text-ui-fg-error">
          {t("dzOps.loadError", { message: delivery.error.message })}
        </Text>
      )}
      {current?.paid && (
        <Text size="small" className="text-ui-fg-subtle">
          {t("dzOps.delivery.paid")}
        </Text>
      )}
      {order.status !== "canceled" && next.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {next.map((s) => (
            <Button
              key={s}
              size="small"
              variant={s === "returned" ? "danger" : "secondary"}
              isLoading={move.isPending && move.variables === s}
              disabled={move.isPending}
              onClick={() => (s !== "returned" || window.confirm(t("dzOps.delivery.confirmReturn"))) && move.mutate(s)}
              data-testid={`order-delivery-${s}`}
            >
              {t(`dzOps.delivery.mark.${s}`)}
            </Button>
          ))}
        </div>
      )}
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "order.details.side.after" })

export default OrderDeliveryWidget

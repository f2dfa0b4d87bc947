import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Container, Heading, Text } from "@medusajs/ui"
import { useMemo } from "react"
import { useTranslation } from "react-i18next"
import { LifeActions } from "../order-life/life-actions"
import { LifeAmounts, LifeAxes } from "../order-life/life-axes"
import { LifeHistory } from "../order-life/life-history"
import type { OrderLine } from "../order-life/order-life"
import { useOrderLife } from "../order-life/use-order-life"
import { useMyPermissions } from "../staff/use-permissions"

/**
 * The life of a cash-on-delivery order (issue 15, decision 0035): its three axes, the amounts frozen
 * at hand-over, only the actions the server allows now, and the history newest first.
 */
const OrderLifeWidget = ({ data: order }: DetailWidgetProps<AdminOrder>) => {
  const { t } = useTranslation()
  const life = useOrderLife(order.id)
  // the actions shown are the role's: the widget waits for both answers, then shows everything at once
  const mine = useMyPermissions()
  const lines: OrderLine[] = useMemo(
    () =>
      (order.items ?? []).map((i) => ({
        id: i.id,
        title: [i.product_title ?? i.title, i.variant_title].filter(Boolean).join(" · "),
        quantity: Number(i.quantity),
      })),
    [order.items]
  )
  const titles = useMemo(() => new Map(lines.map((l) => [l.id, l.title])), [lines])

  // not a cash-on-delivery order: nothing to show
  if (life.data === null) return null
  return (
    <Container className="flex flex-col gap-y-4 px-6 py-4" data-testid="order-life">
      <Heading level="h2">{t("dzLife.title")}</Heading>
      {(life.isLoading || mine.isLoading) && (
        <Text size="small" className="text-ui-fg-muted">
          {t("dzLife.loading")}
        </Text>
      )}
      {(life.error || mine.error) && (
        <Text size="small" className="text-ui-fg-error">
          {t("dzLife.loadError", { message: (life.error ?? mine.error)!.message })}
        </Text>
      )}
      {life.data && mine.data && (
        <>
          <LifeAxes life={life.data.life} />
          <LifeAmounts life={life.data.life} />
          <LifeActions life={life.data.life} lines={lines} address={order.shipping_address?.address_1 ?? ""} permissions={mine.data.permissions} />
          <div className="flex flex-col gap-y-2 border-t border-ui-border-base pt-3">
            <Heading level="h3">{t("dzLife.history.title")}</Heading>
            <LifeHistory events={life.data.events} lineTitles={titles} />
          </div>
        </>
      )}
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "order.details.side.before" })

export default OrderLifeWidget

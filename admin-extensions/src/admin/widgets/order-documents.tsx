import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Container, Heading, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { PrintMenu } from "../documents/print-menu"

/** The order's printed documents (issue 19 item 5, decision 0069): delivery note, picking list, invoice. */
const OrderDocumentsWidget = ({ data: order }: DetailWidgetProps<AdminOrder>) => {
  const { t } = useTranslation()
  return (
    <Container className="flex items-center justify-between gap-x-4 px-6 py-4" data-testid="order-documents">
      <div className="flex flex-col">
        <Heading level="h2">{t("dzDocuments.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {t("dzDocuments.hint")}
        </Text>
      </div>
      <PrintMenu orderIds={[order.id]} />
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "order.details.side.after" })

export default OrderDocumentsWidget

import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Cash } from "@medusajs/icons"
import { Container, Heading, Label, Select, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Balances } from "../../transporter-payments/balances"
import { ManualPayment } from "../../transporter-payments/manual-payment"
import { PaymentHistory } from "../../transporter-payments/payment-history"
import { StatementImport } from "../../transporter-payments/statement-import"
import { useTransporters } from "../../transporters/use-transporters"
import { screenFor } from "../../staff/can"

/**
 * Courier payments (issue 15 items 3 and 7): pick a courier, import its statement (matched to the
 * parcels, expected vs received per parcel) or select parcels by hand, see its payments per parcel,
 * and every courier's cash position.
 */
const TransporterPaymentsPage = () => {
  const { t } = useTranslation()
  const transporters = useTransporters().data?.transporters ?? []
  const [transporterId, setTransporterId] = useState("")

  return (
    <div className="flex flex-col gap-y-3">
      <Container className="flex flex-col gap-3 px-6 py-4">
        <Heading level="h1">{t("dzOps.payments.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle max-w-3xl">
          {t("dzRemit.description")}
        </Text>
        <div className="flex max-w-xs flex-col gap-1">
          <Label size="small">{t("dzOps.payments.transporter")}</Label>
          <Select value={transporterId} onValueChange={setTransporterId}>
            <Select.Trigger data-testid="payment-transporter">
              <Select.Value placeholder={t("dzOps.payments.choose")} />
            </Select.Trigger>
            <Select.Content>
              {transporters.map((tr) => (
                <Select.Item key={tr.id} value={tr.id}>
                  {tr.name}
                </Select.Item>
              ))}
            </Select.Content>
          </Select>
        </div>
      </Container>
      {transporterId && (
        <>
          <Container className="divide-y p-0">
            <StatementImport key={`statement-${transporterId}`} transporterId={transporterId} />
            <ManualPayment key={`manual-${transporterId}`} transporterId={transporterId} />
          </Container>
          <PaymentHistory transporterId={transporterId} />
        </>
      )}
      <Balances />
    </div>
  )
}

export const config = defineRouteConfig({ nested: "/orders", rank: 2, label: "dzOps.menuPayments", translationNs: "translation", icon: Cash })

export default screenFor("payments.read", TransporterPaymentsPage)

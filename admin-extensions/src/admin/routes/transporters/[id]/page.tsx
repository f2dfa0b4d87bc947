import { Container, Tabs, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useParams } from "react-router-dom"
import { CourierAccountSection } from "../../../couriers/courier-account"
import { CommuneOverrides } from "../../../transporters/commune-overrides"
import { RateMatrix } from "../../../transporters/rate-matrix"
import { RatesCsv } from "../../../transporters/rates-csv"
import { StopDesks } from "../../../transporters/stop-desks"
import { TransporterForm } from "../../../transporters/transporter-form"
import { TransporterHeader } from "../../../transporters/transporter-header"
import { useTransporter } from "../../../transporters/use-transporters"
import { screenFor } from "../../../staff/can"

const TABS = ["rates", "csv", "overrides", "desks"] as const

const TransporterPage = () => {
  const { t, i18n } = useTranslation()
  const id = useParams().id!
  const { data, isLoading, error } = useTransporter(id)
  const [editing, setEditing] = useState(false)
  const transporter = data?.transporter

  if (!transporter) {
    return (
      <Container>
        <Text size="small" className={error ? "text-ui-fg-error" : "text-ui-fg-muted"} data-testid="transporter-state">
          {isLoading ? t("dzTransporters.loading") : t("dzTransporters.loadError", { message: error?.message })}
        </Text>
      </Container>
    )
  }

  return (
    <div className="flex flex-col gap-y-3">
      <Container className="p-0">
        <TransporterHeader transporter={transporter} onEdit={() => setEditing(true)} />
      </Container>
      <Container className="p-0">
        <CourierAccountSection transporterId={transporter.id} transporterName={transporter.name} />
      </Container>
      <Container className="p-0">
        {/* Radix tabs default to left-to-right whatever the page says */}
        <Tabs defaultValue="rates" dir={i18n.dir()}>
          <div className="px-6 pt-4">
            <Tabs.List>
              {TABS.map((tab) => (
                <Tabs.Trigger key={tab} value={tab} data-testid={`tab-${tab}`}>
                  {t(`dzTransporters.tabs.${tab}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </div>
          <Tabs.Content value="rates" className="pt-2">
            <RateMatrix transporterId={transporter.id} />
          </Tabs.Content>
          <Tabs.Content value="csv">
            <RatesCsv transporterId={transporter.id} code={transporter.code} />
          </Tabs.Content>
          <Tabs.Content value="overrides">
            <CommuneOverrides transporterId={transporter.id} />
          </Tabs.Content>
          <Tabs.Content value="desks">
            <StopDesks transporterId={transporter.id} />
          </Tabs.Content>
        </Tabs>
      </Container>
      <TransporterForm transporter={transporter} open={editing} onOpenChange={setEditing} />
    </div>
  )
}

// shown to the roles that may change it (decision 0049); the server refuses the others anyway
export default screenFor("settings.write", TransporterPage)

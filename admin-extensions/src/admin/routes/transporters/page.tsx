import { defineRouteConfig } from "@medusajs/admin-sdk"
import { TruckFast } from "@medusajs/icons"
import { Badge, Button, Container, Heading, Table, Text } from "@medusajs/ui"
import { StatusBadge } from "../../shared/status-badge"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { TransporterForm } from "../../transporters/transporter-form"
import { TransporterLogo } from "../../transporters/transporter-logo"
import { TransporterTypes } from "../../transporters/transporter-types"
import { useTransporters } from "../../transporters/use-transporters"
import { RTL_TABLE } from "../../shared/rtl-table"
import { screenFor } from "../../staff/can"

const TransportersPage = () => {
  const { t } = useTranslation()
  const { data, isLoading, error } = useTransporters()
  const [creating, setCreating] = useState(false)
  const transporters = data?.transporters ?? []
  const state = isLoading
    ? t("dzTransporters.loading")
    : error
      ? t("dzTransporters.loadError", { message: error.message })
      : !transporters.length
        ? t("dzTransporters.list.empty")
        : null

  return (
    <Container className="divide-y p-0">
      <div className="flex flex-wrap items-start justify-between gap-3 px-6 py-4">
        <div>
          <Heading level="h1">{t("dzTransporters.list.title")}</Heading>
          <Text size="small" className="text-ui-fg-subtle mt-1 max-w-2xl">
            {t("dzTransporters.list.description")}
          </Text>
        </div>
        <Button size="small" variant="secondary" onClick={() => setCreating(true)} data-testid="transporter-create">
          {t("dzTransporters.list.create")}
        </Button>
      </div>
      {state && (
        <Text size="small" className={`px-6 py-8 text-center ${error ? "text-ui-fg-error" : "text-ui-fg-muted"}`} data-testid="transporters-state">
          {state}
        </Text>
      )}
      {transporters.length > 0 && (
        <Table className={RTL_TABLE}>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t("dzTransporters.fields.name")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzTransporters.fields.code")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzTransporters.fields.types")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzTransporters.fields.phone")}</Table.HeaderCell>
              <Table.HeaderCell className="text-end">{t("dzTransporters.fields.active")}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {transporters.map((tr) => (
              <Table.Row key={tr.id} data-testid={`transporter-row-${tr.code}`}>
                <Table.Cell>
                  <Link
                    to={`/transporters/${tr.id}`}
                    className="text-ui-fg-interactive flex items-center gap-x-3 hover:underline"
                    data-testid={`transporter-link-${tr.code}`}
                  >
                    <TransporterLogo url={tr.logo_url} name={tr.name} testId={`transporter-logo-${tr.code}`} />
                    {tr.name}
                  </Link>
                </Table.Cell>
                <Table.Cell>
                  <Badge size="2xsmall" className="font-mono">
                    {tr.code}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  <TransporterTypes transporter={tr} />
                </Table.Cell>
                <Table.Cell>
                  <span dir="ltr">{tr.phone ?? "—"}</span>
                </Table.Cell>
                <Table.Cell className="text-end">
                  <StatusBadge color={tr.active ? "green" : "grey"}>
                    {t(tr.active ? "dzTransporters.status.active" : "dzTransporters.status.inactive")}
                  </StatusBadge>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
      <TransporterForm open={creating} onOpenChange={setCreating} />
    </Container>
  )
}

export const config = defineRouteConfig({ rank: 20, label: "dzTransporters.menu", translationNs: "translation", icon: TruckFast })

// shown to the roles that may change it (decision 0049); the server refuses the others anyway
export default screenFor("settings.write", TransportersPage)

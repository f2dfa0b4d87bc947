import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ArrowPath } from "@medusajs/icons"
import { Badge, Button, Container, Heading, Label, Select, Table, Text, toast } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useNavigate } from "react-router-dom"
import { useExpeditions, useWarehouses } from "../../ops/use-ops"
import { requestJson } from "../../shared/api"
import type { Expedition } from "../../ops/ops"
import { RTL_TABLE } from "../../shared/rtl-table"
import { StatusBadge } from "../../ops/status-badge"
import { screenFor } from "../../staff/can"

/** The list of internal expeditions and the form that starts a new one. */
const ExpeditionsPage = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { data, isLoading, error } = useExpeditions()
  const warehouses = useWarehouses().data?.warehouses ?? []
  const [source, setSource] = useState("")
  const [destination, setDestination] = useState("")
  const [busy, setBusy] = useState(false)
  const name = (id: string) => warehouses.find((w) => w.id === id)?.name ?? id

  async function create() {
    setBusy(true)
    try {
      const { expedition } = await requestJson<{ expedition: Expedition }>("/admin/internal-expeditions", {
        method: "POST",
        body: { source_location_id: source, destination_location_id: destination },
      })
      toast.success(t("dzOps.messages.titleSuccess"), { description: t("dzOps.messages.created") })
      navigate(`/expeditions/${expedition.id}`)
    } catch (e) {
      toast.error(t("dzOps.messages.titleError"), { description: (e as Error).message })
    } finally {
      setBusy(false)
    }
  }

  const picker = (id: string, label: string, value: string, onChange: (v: string) => void) => (
    <div className="flex min-w-[220px] flex-col gap-1">
      <Label size="small">{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <Select.Trigger data-testid={id}>
          <Select.Value placeholder={t("dzOps.expeditions.choose")} />
        </Select.Trigger>
        <Select.Content>
          {warehouses.map((w) => (
            <Select.Item key={w.id} value={w.id}>
              {w.name}
            </Select.Item>
          ))}
        </Select.Content>
      </Select>
    </div>
  )

  return (
    <Container className="divide-y p-0">
      <div className="flex flex-col gap-3 px-6 py-4">
        <Heading level="h1">{t("dzOps.expeditions.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle max-w-2xl">
          {t("dzOps.expeditions.description")}
        </Text>
        <div className="flex flex-wrap items-end gap-3">
          {picker("expedition-source", t("dzOps.expeditions.source"), source, setSource)}
          {picker("expedition-destination", t("dzOps.expeditions.destination"), destination, setDestination)}
          <Button size="small" onClick={create} isLoading={busy} disabled={!source || !destination || source === destination} data-testid="expedition-create">
            {t("dzOps.expeditions.create")}
          </Button>
        </div>
      </div>
      {(isLoading || error || !data?.expeditions.length) && (
        <Text size="small" className="text-ui-fg-muted px-6 py-8 text-center">
          {isLoading ? t("dzOps.loading") : error ? t("dzOps.loadError", { message: error.message }) : t("dzOps.expeditions.empty")}
        </Text>
      )}
      {!!data?.expeditions.length && (
        <Table className={RTL_TABLE}>
          <Table.Body>
            {data.expeditions.map((e) => (
              <Table.Row key={e.id} data-testid={`expedition-row-${e.id}`}>
                <Table.Cell>
                  <Link to={`/expeditions/${e.id}`} className="text-ui-fg-interactive hover:underline">
                    {t("dzOps.expeditions.route", { source: name(e.source_location_id), destination: name(e.destination_location_id) })}
                  </Link>
                </Table.Cell>
                <Table.Cell>
                  <StatusBadge status={e.status} />
                </Table.Cell>
                <Table.Cell>
                  <Badge size="2xsmall">{t("dzOps.expeditions.progress", { received: e.quantity_received ?? 0, quantity: e.quantity ?? 0 })}</Badge>
                </Table.Cell>
                <Table.Cell className="text-ui-fg-subtle">{new Date(e.created_at).toLocaleDateString()}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </Container>
  )
}

export const config = defineRouteConfig({ nested: "/inventory", rank: 2, label: "dzOps.menuExpeditions", translationNs: "translation", icon: ArrowPath })

export default screenFor("stock.read", ExpeditionsPage)

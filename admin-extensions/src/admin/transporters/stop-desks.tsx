import { Table, Text } from "@medusajs/ui"
import { StatusBadge } from "../shared/status-badge"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useDeleteTransporterItem, useTransporterItems } from "./use-transporter-items"
import { communeLabel } from "./commune-label"
import type { StopDesk } from "./transporters"
import { ItemActions } from "./item-actions"
import { ListState, SectionHeader } from "./section-header"
import { StopDeskForm } from "./stop-desk-form"
import { RTL_TABLE } from "../shared/rtl-table"

/** The courier's pick-up points; stop-desk delivery needs an active one in the buyer's wilaya. */
export function StopDesks({ transporterId }: { transporterId: string }) {
  const { t } = useTranslation()
  const { data, isLoading, error } = useTransporterItems(transporterId, "desks")
  const remove = useDeleteTransporterItem(transporterId, "desks")
  const [editing, setEditing] = useState<StopDesk | undefined>()
  const [open, setOpen] = useState(false)
  const desks = data ?? []
  const edit = (d?: StopDesk) => {
    setEditing(d)
    setOpen(true)
  }

  return (
    <div className="divide-y" data-testid="desks">
      <SectionHeader
        title={t("dzTransporters.desks.title")}
        description={t("dzTransporters.desks.description")}
        action={t("dzTransporters.desks.add")}
        onAction={() => edit()}
        testId="desk-add"
      />
      <ListState
        isLoading={isLoading}
        error={error}
        empty={!desks.length}
        emptyText={t("dzTransporters.desks.empty")}
        loadingText={t("dzTransporters.loading")}
        errorText={t("dzTransporters.loadError", { message: error?.message })}
      />
      {desks.length > 0 && (
        <Table className={RTL_TABLE}>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t("dzTransporters.fields.name")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzTransporters.fields.commune")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzTransporters.fields.openingHours")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzTransporters.fields.phone")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzTransporters.fields.active")}</Table.HeaderCell>
              <Table.HeaderCell />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {desks.map((d) => (
              <Table.Row key={d.id} data-testid={`desk-row-${d.commune_code}`}>
                <Table.Cell>
                  <div className="flex flex-col">
                    <span>{d.name}</span>
                    <Text size="xsmall" className="text-ui-fg-subtle">
                      {d.address}
                    </Text>
                  </div>
                </Table.Cell>
                <Table.Cell>{communeLabel(d.commune_code, d.commune)}</Table.Cell>
                <Table.Cell>{d.opening_hours ?? "—"}</Table.Cell>
                <Table.Cell>
                  <span dir="ltr">{d.phone ?? "—"}</span>
                </Table.Cell>
                <Table.Cell>
                  <StatusBadge color={d.active ? "green" : "grey"}>
                    {t(d.active ? "dzTransporters.status.active" : "dzTransporters.status.inactive")}
                  </StatusBadge>
                </Table.Cell>
                <Table.Cell>
                  <ItemActions label={d.name} testId={`desk-${d.commune_code}`} onEdit={() => edit(d)} onDelete={() => remove.mutate(d.id)} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
      <StopDeskForm transporterId={transporterId} desk={editing} open={open} onOpenChange={setOpen} />
    </div>
  )
}

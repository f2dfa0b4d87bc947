import { Table } from "@medusajs/ui"
import { StatusBadge } from "../shared/status-badge"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useDeleteTransporterItem, useTransporterItems } from "./use-transporter-items"
import { communeLabel } from "./commune-label"
import type { CommuneOverride } from "./transporters"
import { ItemActions } from "./item-actions"
import { OverrideForm } from "./override-form"
import { ListState, SectionHeader } from "./section-header"
import { RTL_TABLE } from "../shared/rtl-table"

/** Communes priced apart from their wilaya, or not served at all. */
export function CommuneOverrides({ transporterId }: { transporterId: string }) {
  const { t } = useTranslation()
  const { data, isLoading, error } = useTransporterItems(transporterId, "overrides")
  const remove = useDeleteTransporterItem(transporterId, "overrides")
  const [editing, setEditing] = useState<CommuneOverride | undefined>()
  const [open, setOpen] = useState(false)
  const overrides = data ?? []
  const edit = (o?: CommuneOverride) => {
    setEditing(o)
    setOpen(true)
  }

  return (
    <div className="divide-y" data-testid="overrides">
      <SectionHeader
        title={t("dzTransporters.overrides.title")}
        description={t("dzTransporters.overrides.description")}
        action={t("dzTransporters.overrides.add")}
        onAction={() => edit()}
        testId="override-add"
      />
      <ListState
        isLoading={isLoading}
        error={error}
        empty={!overrides.length}
        emptyText={t("dzTransporters.overrides.empty")}
        loadingText={t("dzTransporters.loading")}
        errorText={t("dzTransporters.loadError", { message: error?.message })}
      />
      {overrides.length > 0 && (
        <Table className={RTL_TABLE}>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t("dzTransporters.fields.commune")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzTransporters.fields.deliveryType")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzTransporters.fields.served")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzTransporters.fields.price")}</Table.HeaderCell>
              <Table.HeaderCell />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {overrides.map((o) => (
              <Table.Row key={o.id} data-testid={`override-row-${o.commune_code}-${o.delivery_type}`}>
                <Table.Cell>{communeLabel(o.commune_code, o.commune)}</Table.Cell>
                <Table.Cell>{t(`dzTransporters.types.${o.delivery_type}`)}</Table.Cell>
                <Table.Cell>
                  <StatusBadge color={o.served ? "green" : "red"}>
                    {t(o.served ? "dzTransporters.status.served" : "dzTransporters.status.notServed")}
                  </StatusBadge>
                </Table.Cell>
                <Table.Cell>{o.served && o.price !== null ? t("dzTransporters.dinars", { amount: o.price }) : "—"}</Table.Cell>
                <Table.Cell>
                  <ItemActions
                    label={communeLabel(o.commune_code, o.commune)}
                    testId={`override-${o.commune_code}-${o.delivery_type}`}
                    onEdit={() => edit(o)}
                    onDelete={() => remove.mutate(o.id)}
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
      <OverrideForm transporterId={transporterId} override={editing} open={open} onOpenChange={setOpen} />
    </div>
  )
}

import { Button, Switch, Table, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { pad2 } from "../geo/types"
import { useWilayas } from "../geo/use-geo"
import { RTL_TABLE } from "../shared/rtl-table"
import { formatDa } from "../shared/price"
import { StatusBadge } from "../shared/status-badge"
import { SYNC_COLOR, syncRows, syncSaves, type CourierAccount, type SyncChange } from "./couriers"
import { useCourierSync } from "./use-couriers"

const money = (v: number | null | undefined) => (v === null || v === undefined ? "—" : formatDa(v))

/**
 * "Sync from courier" (issue 16): the courier's own tariff and stop-desks against the transporter's,
 * first as a preview (the changes only; unchanged rows behind a switch), then saved in one click.
 * Desks the shop's geography does not know, and desks the courier no longer lists, are only reported.
 */
export function CourierSync({ account }: { account: CourierAccount }) {
  const { t, i18n } = useTranslation()
  const sync = useCourierSync(account)
  const [showSame, setShowSame] = useState(false)
  const wilayas = new Map((useWilayas("").data?.wilayas ?? []).map((w) => [w.code, w]))
  const ar = i18n.language?.startsWith("ar")
  const wilayaName = (code: number) => {
    const w = wilayas.get(code)
    return `${pad2(code)}${w ? ` ${ar ? w.name_ar : w.name_fr}` : ""}`
  }
  const plan = sync.data?.plan
  const rows = plan ? syncRows(plan, showSame) : null
  const change = (c: SyncChange) => (
    <StatusBadge color={SYNC_COLOR[c]} data-testid="sync-change" data-change={c}>
      {t(`dzCouriers.sync.change.${c}`)}
    </StatusBadge>
  )

  return (
    <div className="flex flex-col gap-y-3 border-t pt-4" data-testid="courier-sync" data-state={plan ? (plan.applied ? "applied" : "preview") : "idle"}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Text weight="plus">{t("dzCouriers.sync.title")}</Text>
          <Text size="small" className="text-ui-fg-subtle mt-1 max-w-2xl">
            {t("dzCouriers.sync.description", { name: account.name })}
          </Text>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="small"
            variant="secondary"
            isLoading={sync.isPending && sync.variables === false}
            disabled={sync.isPending}
            onClick={() => sync.mutate(false)}
            data-testid="courier-sync-preview"
          >
            {t(plan ? "dzCouriers.sync.again" : "dzCouriers.sync.preview")}
          </Button>
          {plan && !plan.applied && syncSaves(plan) && (
            <Button
              size="small"
              isLoading={sync.isPending && sync.variables === true}
              disabled={sync.isPending}
              onClick={() => sync.mutate(true)}
              data-testid="courier-sync-apply"
            >
              {t("dzCouriers.sync.apply")}
            </Button>
          )}
        </div>
      </div>
      {sync.error && (
        <Text size="small" className="text-ui-fg-error" role="alert" data-testid="courier-sync-error">
          {t("dzCouriers.sync.error", { message: sync.error.message })}
        </Text>
      )}
      {plan && rows && (
        <>
          <div className="flex flex-col gap-y-1">
            <Text size="small" data-testid="courier-sync-summary">
              {t("dzCouriers.sync.summary", {
                ratesAdded: plan.summary.rates_added,
                ratesUpdated: plan.summary.rates_updated,
                desksAdded: plan.summary.desks_added,
                desksUpdated: plan.summary.desks_updated,
                desksUnmatched: plan.summary.desks_unmatched,
                desksMissing: plan.summary.desks_missing,
              })}
            </Text>
            <Text size="small" weight="plus" className={plan.applied ? "text-ui-fg-interactive" : "text-ui-fg-subtle"} data-testid="courier-sync-status">
              {t(plan.applied ? "dzCouriers.sync.appliedNote" : syncSaves(plan) ? "dzCouriers.sync.previewNote" : "dzCouriers.sync.upToDate")}
            </Text>
          </div>
          {rows.same > 0 && (
            <div className="flex items-center gap-x-2">
              <Switch id="courier-sync-same" checked={showSame} onCheckedChange={setShowSame} data-testid="courier-sync-show-same" />
              <label htmlFor="courier-sync-same" className="txt-compact-small text-ui-fg-subtle">
                {t("dzCouriers.sync.showSame", { count: rows.same })}
              </label>
            </div>
          )}
          {rows.rates.length > 0 && (
            <div className="overflow-x-auto rounded-md border">
              <Table className={RTL_TABLE} data-testid="courier-sync-rates">
                <Table.Header>
                  <Table.Row>
                    <Table.HeaderCell>{t("dzTransporters.rates.wilaya")}</Table.HeaderCell>
                    <Table.HeaderCell>{t("dzCouriers.sync.deliveryType")}</Table.HeaderCell>
                    <Table.HeaderCell>{t("dzCouriers.sync.changeColumn")}</Table.HeaderCell>
                    <Table.HeaderCell className="text-end">{t("dzCouriers.sync.currentPrice")}</Table.HeaderCell>
                    <Table.HeaderCell className="text-end">{t("dzCouriers.sync.courierPrice")}</Table.HeaderCell>
                    <Table.HeaderCell className="text-end">{t("dzCouriers.sync.currentReturn")}</Table.HeaderCell>
                    <Table.HeaderCell className="text-end">{t("dzCouriers.sync.courierReturn")}</Table.HeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows.rates.map((r) => (
                    <Table.Row key={`${r.wilaya_code}:${r.delivery_type}`} data-testid={`sync-rate-${r.wilaya_code}-${r.delivery_type}`}>
                      <Table.Cell>{wilayaName(r.wilaya_code)}</Table.Cell>
                      <Table.Cell>{t(`dzTransporters.types.${r.delivery_type}`)}</Table.Cell>
                      <Table.Cell>{change(r.change)}</Table.Cell>
                      <Table.Cell className="text-ui-fg-subtle text-end">
                        <span dir="ltr">{money(r.current?.price)}</span>
                      </Table.Cell>
                      <Table.Cell className="text-end font-medium">
                        <span dir="ltr">{money(r.courier.price)}</span>
                      </Table.Cell>
                      <Table.Cell className="text-ui-fg-subtle text-end">
                        <span dir="ltr">{money(r.current?.return_fee)}</span>
                      </Table.Cell>
                      <Table.Cell className="text-end font-medium">
                        <span dir="ltr">{money(r.courier.return_fee)}</span>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table>
            </div>
          )}
          {rows.desks.length > 0 && (
            <div className="overflow-x-auto rounded-md border">
              <Table className={RTL_TABLE} data-testid="courier-sync-desks">
                <Table.Header>
                  <Table.Row>
                    <Table.HeaderCell>{t("dzCouriers.sync.desk")}</Table.HeaderCell>
                    <Table.HeaderCell>{t("dzTransporters.rates.wilaya")}</Table.HeaderCell>
                    <Table.HeaderCell>{t("dzCouriers.sync.changeColumn")}</Table.HeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows.desks.map((d) => (
                    <Table.Row key={`${d.external_id}:${d.stop_desk_id ?? ""}`} data-testid={`sync-desk-${d.external_id}`}>
                      <Table.Cell>
                        <div className="flex flex-col">
                          <span>{d.name}</span>
                          {d.address && <span className="text-ui-fg-subtle text-xs">{d.address}</span>}
                        </div>
                      </Table.Cell>
                      <Table.Cell>
                        {wilayaName(d.wilaya_code)}
                        {d.commune_code !== null && <span className="text-ui-fg-subtle"> · {d.commune_code}</span>}
                      </Table.Cell>
                      <Table.Cell>
                        <div className="flex flex-col gap-y-1">
                          {change(d.change)}
                          {(d.change === "unmatched" || d.change === "missing") && (
                            <span className="text-ui-fg-subtle text-xs">{t(`dzCouriers.sync.hint.${d.change}`)}</span>
                          )}
                        </div>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table>
            </div>
          )}
        </>
      )}
    </div>
  )
}

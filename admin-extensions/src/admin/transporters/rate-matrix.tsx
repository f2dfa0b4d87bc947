import { Button, Table, Text } from "@medusajs/ui"
import { useMemo, useState } from "react"
import { useTranslation } from "react-i18next"
import { useRates, useSaveRates } from "./use-rates"
import { rateChanges } from "./rate-changes"
import { BulkRateBar } from "./bulk-rate-bar"
import { RateRowView } from "./rate-row"
import { RTL_TABLE } from "../shared/rtl-table"

/** All 69 wilayas × home / stop-desk, edited in place and saved with one PUT. */
export function RateMatrix({ transporterId }: { transporterId: string }) {
  const { t } = useTranslation()
  const { data, isLoading, error } = useRates(transporterId)
  const save = useSaveRates(transporterId)
  const [edits, setEdits] = useState<Record<string, string>>({})
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const [invalid, setInvalid] = useState<string[]>([])
  const rows = data?.rates ?? []
  const names = useMemo(() => new Map(rows.map((r) => [r.code, r.name_fr])), [rows])
  const dirty = Object.keys(edits).length

  if (isLoading || error) {
    return (
      <Text size="small" className={`px-6 py-8 text-center ${error ? "text-ui-fg-error" : "text-ui-fg-muted"}`}>
        {error ? t("dzTransporters.loadError", { message: error.message }) : t("dzTransporters.loading")}
      </Text>
    )
  }

  const saveEdits = () => {
    const { changes, invalid: bad } = rateChanges(rows, edits)
    setInvalid(bad)
    if (bad.length) return
    if (!changes.length) return setEdits({})
    save.mutate({ rates: changes }, { onSuccess: () => setEdits({}) })
  }
  const select = (which: "all" | "new" | "none") =>
    setSelected(new Set(which === "none" ? [] : rows.filter((r) => which === "all" || r.code !== r.code_58).map((r) => r.code)))
  const toggle = (code: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s)
      if (on) next.add(code)
      else next.delete(code)
      return next
    })

  return (
    <div className="divide-y" data-testid="rate-matrix">
      <BulkRateBar
        count={selected.size}
        onSelect={select}
        applying={save.isPending && !dirty}
        onApply={(delivery_type, price) =>
          save.mutate({ wilaya_codes: [...selected].sort((a, b) => a - b), delivery_type, price }, { onSuccess: () => setSelected(new Set()) })
        }
      />
      <div className="flex flex-wrap items-center justify-between gap-3 px-6 py-3">
        <Text size="small" className={invalid.length ? "text-ui-fg-error" : "text-ui-fg-subtle"} data-testid="rates-status">
          {invalid.length ? t("dzTransporters.rates.invalid", { count: invalid.length }) : t("dzTransporters.rates.help")}
        </Text>
        <div className="flex gap-x-2">
          <Button
            size="small"
            variant="transparent"
            disabled={!dirty}
            onClick={() => {
              setEdits({})
              setInvalid([])
            }}
          >
            {t("dzTransporters.actions.discard")}
          </Button>
          <Button size="small" disabled={!dirty} isLoading={save.isPending && !!dirty} onClick={saveEdits} data-testid="rates-save">
            {t("dzTransporters.rates.save", { count: dirty })}
          </Button>
        </div>
      </div>
      <div className="overflow-x-auto">
        <Table className={RTL_TABLE}>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell />
              <Table.HeaderCell>{t("dzTransporters.rates.code")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzTransporters.rates.wilaya")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzTransporters.rates.homePrice")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzTransporters.rates.return_fee")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzTransporters.rates.delay")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzTransporters.rates.deskPrice")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzTransporters.rates.return_fee")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzTransporters.rates.delay")}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <RateRowView
                key={row.code}
                row={row}
                motherName={names.get(row.code_58)}
                edits={edits}
                selected={selected.has(row.code)}
                onSelect={(on) => toggle(row.code, on)}
                onEdit={(key, value) => setEdits((e) => ({ ...e, [key]: value }))}
              />
            ))}
          </Table.Body>
        </Table>
      </div>
    </div>
  )
}

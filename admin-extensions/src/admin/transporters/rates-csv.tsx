import { Button, Heading, Label, Table, Text, Textarea } from "@medusajs/ui"
import { useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { changedCount, useImportRates } from "./use-rates"
import { base } from "./use-transporters"
import { exportUrl } from "../shared/api"
import { RTL_TABLE } from "../shared/rtl-table"

/** Import a rate table from CSV (all rows or none) and download the current one. */
export function RatesCsv({ transporterId, code }: { transporterId: string; code: string }) {
  const { t } = useTranslation()
  const [csv, setCsv] = useState("")
  const importer = useImportRates(transporterId)
  const errors = importer.error?.errors ?? []

  const fileInput = useRef<HTMLInputElement>(null)
  const [fileName, setFileName] = useState<string>()
  const readFile = async (file: File | undefined) => {
    if (!file) return
    setFileName(file.name)
    setCsv(await file.text())
  }

  return (
    <div className="flex flex-col gap-y-3 px-6 py-4" data-testid="rates-csv">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Heading level="h2">{t("dzTransporters.csv.title")}</Heading>
          <Text size="small" className="text-ui-fg-subtle mt-1 max-w-2xl">
            {t("dzTransporters.csv.description")}
          </Text>
        </div>
        <Button size="small" variant="secondary" asChild>
          <a href={exportUrl(`${base(transporterId)}/rates/export`)} download={`${code}-rates.csv`} data-testid="rates-export">
            {t("dzTransporters.csv.export")}
          </a>
        </Button>
      </div>
      <div className="flex flex-col gap-y-1.5">
        <Label htmlFor="rates-csv-file" size="small" weight="plus">
          {t("dzTransporters.csv.file")}
        </Label>
        <div className="flex items-center gap-x-3">
          {/* the browser's own file button speaks the browser's language, not the admin's */}
          <input
            ref={fileInput}
            id="rates-csv-file"
            type="file"
            accept=".csv,text/csv,text/plain"
            className="sr-only"
            data-testid="rates-csv-file"
            onChange={(e) => readFile(e.target.files?.[0])}
          />
          <Button type="button" size="small" variant="secondary" onClick={() => fileInput.current?.click()}>
            {t("dzTransporters.csv.choose")}
          </Button>
          <Text size="small" className="text-ui-fg-muted">
            {fileName ?? t("dzTransporters.csv.noFile")}
          </Text>
        </div>
      </div>
      <Textarea
        rows={6}
        dir="ltr"
        className="font-mono text-xs"
        placeholder={"wilaya_code,delivery_type,price,return_fee\n16,home,400,200\n16,stop_desk,250,"}
        value={csv}
        onChange={(e) => setCsv(e.target.value)}
        data-testid="rates-csv-text"
      />
      <div className="flex items-center gap-x-3">
        <Button size="small" disabled={!csv.trim()} isLoading={importer.isPending} onClick={() => importer.mutate(csv)} data-testid="rates-import">
          {t("dzTransporters.csv.import")}
        </Button>
        {importer.isSuccess && (
          <Text size="small" className="text-ui-fg-subtle" data-testid="rates-import-result">
            {t("dzTransporters.csv.done", { imported: importer.data.imported, changed: changedCount(importer.data.changed) })}
          </Text>
        )}
        {importer.error && !errors.length && (
          <Text size="small" className="text-ui-fg-error" data-testid="rates-import-failed">
            {importer.error.message}
          </Text>
        )}
      </div>
      {errors.length > 0 && (
        <div className="rounded-md border" data-testid="rates-import-errors">
          <Text size="small" weight="plus" className="text-ui-fg-error px-4 py-2">
            {t("dzTransporters.csv.rejected", { count: errors.length })}
          </Text>
          <Table className={RTL_TABLE}>
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>{t("dzTransporters.csv.line")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzTransporters.csv.column")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzTransporters.csv.message")}</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {errors.map((e, i) => (
                <Table.Row key={`${e.line}-${e.column}-${i}`} data-testid={`csv-error-${e.line}`}>
                  <Table.Cell className="font-mono">{e.line}</Table.Cell>
                  <Table.Cell className="font-mono">{e.column ?? "—"}</Table.Cell>
                  <Table.Cell>
                    {e.code ? t(`dzTransporters.csv.errors.${e.code}`, { ...e.params, column: e.column ?? "", defaultValue: e.message }) : e.message}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
        </div>
      )}
    </div>
  )
}

import { Button, Heading, Text, Textarea } from "@medusajs/ui"
import type { StatementError } from "@shop/contracts/transporter-payments"
import { useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { ApiError } from "../shared/api"
import { PaymentRecordForm, usePaymentRecord, usePaymentToasts } from "./payment-record-form"
import { StatementErrors } from "./statement-errors"
import { StatementPreviewTables } from "./statement-preview"
import { useRecordRemittance, useStatementPreview } from "./use-remittances"

const EXAMPLE = "N° de suivi;N° commande;Montant encaissé;Frais de livraison;Frais de retour;Net à payer\nYAL-0001;1001;8 900,00;400,00;0;8 500,00"

/** Upload a courier's statement, see it matched to the parcels, then record the payment with each parcel's received amount. */
export function StatementImport({ transporterId }: { transporterId: string }) {
  const { t } = useTranslation()
  const [csv, setCsv] = useState("")
  const [fileName, setFileName] = useState<string>()
  const form = usePaymentRecord()
  const toasts = usePaymentToasts()
  const fileInput = useRef<HTMLInputElement>(null)
  const preview = useStatementPreview()
  const record = useRecordRemittance()
  const data = preview.data?.transporter_id === transporterId ? preview.data : undefined
  const errors: StatementError[] = preview.error instanceof ApiError ? (preview.error.errors as unknown as StatementError[]) : []

  const readFile = async (file: File | undefined) => {
    if (!file) return
    setFileName(file.name)
    setCsv(await file.text())
    preview.reset()
  }
  const run = () => preview.mutate({ transporter_id: transporterId, csv }, { onSuccess: (p) => form.setAmount(String(p.totals.statement)) })
  const submit = () => {
    if (!data) return
    record.mutate(
      {
        transporter_id: transporterId,
        order_ids: data.matched.map((m) => m.order_id),
        received: data.matched.map((m) => ({ order_id: m.order_id, amount_received: m.statement.net })),
        amount_received: form.amount,
        reference: form.reference,
        paid_at: form.date,
        note: fileName ? t("dzRemit.statement.note", { file: fileName }) : null,
      },
      {
        onSuccess: ({ payment }) => {
          toasts.recorded(t("dzRemit.statement.recorded", { reference: payment.reference, count: payment.orders.length }), payment.difference)
          preview.reset()
          setCsv("")
          setFileName(undefined)
          form.clear()
        },
        onError: toasts.failed,
      }
    )
  }

  return (
    <div className="flex flex-col gap-3 px-6 py-4" data-testid="statement-import">
      <div>
        <Heading level="h2">{t("dzRemit.statement.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle mt-1 max-w-3xl">
          {t("dzRemit.statement.description")}
        </Text>
      </div>
      <div className="flex items-center gap-x-3">
        {/* the browser's own file button speaks the browser's language, not the admin's */}
        <input
          ref={fileInput}
          type="file"
          accept=".csv,text/csv,text/plain"
          className="sr-only"
          data-testid="statement-file"
          onChange={(e) => readFile(e.target.files?.[0])}
        />
        <Button type="button" size="small" variant="secondary" onClick={() => fileInput.current?.click()}>
          {t("dzRemit.statement.choose")}
        </Button>
        <Text size="small" className="text-ui-fg-muted">
          {fileName ?? t("dzRemit.statement.noFile")}
        </Text>
      </div>
      <Textarea
        rows={5}
        dir="ltr"
        className="font-mono text-xs"
        placeholder={EXAMPLE}
        value={csv}
        onChange={(e) => {
          setCsv(e.target.value)
          preview.reset()
        }}
        data-testid="statement-text"
      />
      <div className="flex items-center gap-3">
        <Button size="small" variant="secondary" disabled={!csv.trim()} isLoading={preview.isPending} onClick={run} data-testid="statement-preview-button">
          {t("dzRemit.statement.preview")}
        </Button>
        {preview.error && !errors.length && (
          <Text size="small" className="text-ui-fg-error">
            {preview.error.message}
          </Text>
        )}
      </div>
      {errors.length > 0 && <StatementErrors errors={errors} />}
      {data && (
        <>
          <StatementPreviewTables preview={data} />
          {data.matched.length > 0 ? (
            <PaymentRecordForm
              record={form}
              testId="statement"
              amountLabel={t("dzRemit.statement.amount")}
              submitLabel={t("dzRemit.statement.record", { count: data.matched.length })}
              submitTestId="statement-record"
              pending={record.isPending}
              onSubmit={submit}
            />
          ) : (
            <Text size="small" className="text-ui-fg-muted">
              {t("dzRemit.statement.nothingToRecord")}
            </Text>
          )}
        </>
      )}
    </div>
  )
}

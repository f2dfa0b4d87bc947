import { Button, Container, Input, Table, usePrompt } from "@medusajs/ui"
import { useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { CodHeader } from "../../../cod/cod-nav"
import { Field } from "../../../shared/field"
import { useBlockedPhones, useBlockPhone, useUnblockPhone } from "../../../cod/use-cod"
import type { BlockedPhone } from "../../../cod/cod"
import { RTL_TABLE } from "../../../shared/rtl-table"
import { StateLine } from "../../../shared/state-line"
import { screenFor } from "../../../staff/can"

/** Phones that may not order online (fake orders, pranks); the buyer is told to contact the shop. */
const BlockedPhonesPage = () => {
  const { t, i18n } = useTranslation()
  const { data, isLoading, error } = useBlockedPhones()
  const block = useBlockPhone()
  const unblock = useUnblockPhone()
  const prompt = usePrompt()
  const [phone, setPhone] = useState("")
  const [reason, setReason] = useState("")
  const [phoneError, setPhoneError] = useState<string>()
  const rows = data?.blocked_phones ?? []
  const state = isLoading ? t("dzCod.loading") : error ? t("dzCod.loadError", { message: error.message }) : !rows.length ? t("dzCod.blocked.empty") : null

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!phone.trim()) return setPhoneError(t("dzCod.blocked.phoneRequired"))
    block.mutate(
      { phone: phone.trim(), reason: reason.trim() || null },
      {
        onSuccess: () => {
          setPhone("")
          setReason("")
        },
        onError: (err: Error & { status?: number }) =>
          setPhoneError(
            err.status === 409 ? t("dzCod.blocked.already", { phone: phone.trim() }) : err.status === 400 ? t("dzCod.blocked.phoneInvalid") : err.message
          ),
      }
    )
  }
  const remove = async (row: BlockedPhone) => {
    const ok = await prompt({
      title: t("dzCod.blocked.removeTitle"),
      description: t("dzCod.blocked.removeText", { phone: row.phone }),
      confirmText: t("dzCod.blocked.remove"),
      cancelText: t("dzTransporters.actions.cancel"),
    })
    if (ok) unblock.mutate(row)
  }

  return (
    <Container className="divide-y p-0">
      <CodHeader page="blocked" />
      <form onSubmit={submit} className="flex flex-wrap items-start gap-3 px-6 py-4" noValidate data-testid="block-form">
        <div className="w-56">
          <Field id="block-phone" label={t("dzCod.blocked.phone")} error={phoneError}>
            <Input
              id="block-phone"
              type="tel"
              dir="ltr"
              placeholder="0661 23 45 67"
              value={phone}
              onChange={(e) => {
                setPhone(e.target.value)
                setPhoneError(undefined)
              }}
              data-testid="block-phone"
            />
          </Field>
        </div>
        <div className="min-w-[260px] flex-1">
          <Field id="block-reason" label={t("dzCod.blocked.reason")}>
            <Input id="block-reason" value={reason} onChange={(e) => setReason(e.target.value)} data-testid="block-reason" />
          </Field>
        </div>
        <Button type="submit" size="small" className="mt-6" isLoading={block.isPending} data-testid="block-submit">
          {t("dzCod.blocked.add")}
        </Button>
      </form>
      <StateLine message={state} isError={!!error} testId="blocked-state" />
      {rows.length > 0 && (
        <Table className={RTL_TABLE}>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t("dzCod.blocked.phone")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzCod.blocked.reason")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzCod.columns.date")}</Table.HeaderCell>
              <Table.HeaderCell className="text-end">{t("dzCod.columns.actions")}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.id} data-testid={`blocked-${r.phone}`}>
                <Table.Cell>
                  <span dir="ltr">{r.phone}</span>
                </Table.Cell>
                <Table.Cell>{r.reason ?? "—"}</Table.Cell>
                <Table.Cell>{new Date(r.created_at).toLocaleDateString(i18n.language)}</Table.Cell>
                <Table.Cell className="text-end">
                  <Button size="small" variant="transparent" onClick={() => remove(r)} data-testid="blocked-remove">
                    {t("dzCod.blocked.remove")}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </Container>
  )
}

export default screenFor("customers.read", BlockedPhonesPage)

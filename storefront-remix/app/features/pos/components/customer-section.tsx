import type { CustomerType, PosCustomer } from "@shop/contracts/pos"
import { useState, type FormEvent } from "react"
import { searchCustomers } from "../api.client"
import { customerName, newCustomer, type CustomerDraft } from "../customer"
import { errorsOf, type FieldError } from "../field-errors"
import type { PosKey, Translate } from "../i18n"
import { Choice, Errors, Field, INPUT, SECONDARY, Section } from "./ui"

type Props = { t: Translate; value: CustomerDraft; onChange: (c: CustomerDraft) => void; online: boolean; errors: FieldError[] }
type Tab = "none" | "find" | "new"

export const CUSTOMER_SEARCH_MIN = 3

/** None, one found online (3 characters at least), or a new one typed in (offline too). */
export function CustomerSection({ t, value, onChange, online, errors }: Props) {
  const [tab, setTab] = useState<Tab>(value.mode === "existing" ? "find" : value.mode)
  const [q, setQ] = useState("")
  const [found, setFound] = useState<PosCustomer[] | null>(null)
  const [message, setMessage] = useState<PosKey | null>(null)
  const [busy, setBusy] = useState(false)

  const choose = (next: Tab) => {
    setTab(next)
    setMessage(null)
    if (next === "none") onChange({ mode: "none" })
    if (next === "new") onChange(value.mode === "new" ? value : newCustomer())
    if (next === "find" && value.mode !== "existing") onChange({ mode: "none" })
  }

  async function search(e: FormEvent) {
    e.preventDefault()
    setFound(null)
    if (q.trim().length < CUSTOMER_SEARCH_MIN) return setMessage("customer.search_min")
    if (!online) return setMessage("customer.search_offline")
    setMessage(null)
    setBusy(true)
    const r = await searchCustomers(q.trim())
    setBusy(false)
    if (!r.ok) return setMessage(r.status === 400 ? "customer.search_min" : "customer.search_failed")
    setFound(r.value.customers)
    if (!r.value.customers.length) setMessage("customer.no_results")
  }

  const set = (patch: Partial<Extract<CustomerDraft, { mode: "new" }>>) => value.mode === "new" && onChange({ ...value, ...patch })

  return (
    <Section title={t("customer.title")} testId="pos-customer">
      <Choice<Tab>
        label={t("customer.title")}
        value={tab}
        onChange={choose}
        testId="pos-customer-mode"
        options={[
          { value: "none", label: t("customer.none") },
          { value: "find", label: t("customer.find") },
          { value: "new", label: t("customer.new") },
        ]}
      />
      {tab === "find" && value.mode === "existing" ? (
        <div className="mt-2 flex items-center gap-2 rounded-lg bg-brand-50 p-2" data-testid="pos-customer-chosen">
          <div className="min-w-0 flex-1">
            <p className="font-medium">{customerName(value.customer) || value.customer.email}</p>
            <p className="text-xs text-slate-600" dir="ltr">
              {[value.customer.phone, value.customer.email].filter(Boolean).join(" · ")}
            </p>
            <p className="text-xs text-slate-600">{t(value.customer.type === "wholesale" ? "customer.wholesale" : "customer.retail")}</p>
          </div>
          <button type="button" className={SECONDARY} onClick={() => onChange({ mode: "none" })}>
            {t("customer.change")}
          </button>
        </div>
      ) : null}
      {tab === "find" && value.mode !== "existing" ? (
        <form className="mt-2" onSubmit={search} noValidate>
          <div className="flex gap-2">
            <input
              className={INPUT}
              type="search"
              aria-label={t("customer.search")}
              placeholder={t("customer.search")}
              value={q}
              onChange={(e) => setQ(e.target.value)}
              disabled={!online}
              data-testid="pos-customer-q"
            />
            <button type="submit" className={SECONDARY} disabled={busy || !online} data-testid="pos-customer-search">
              {t("customer.search_button")}
            </button>
          </div>
          {!online ? (
            <p className="mt-1 text-sm text-amber-800" data-testid="pos-customer-offline">
              {t("customer.search_offline")}
            </p>
          ) : message ? (
            <p className="mt-1 text-sm text-slate-700" role="status" data-testid="pos-customer-message">
              {t(message)}
            </p>
          ) : null}
          {found?.length ? (
            <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
              {found.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    className="flex min-h-11 w-full items-center justify-between gap-2 px-3 py-1 text-start hover:bg-brand-50"
                    onClick={() => onChange({ mode: "existing", customer: c })}
                    data-testid="pos-customer-result"
                  >
                    <span>{customerName(c) || c.email}</span>
                    <span className="text-xs text-slate-500" dir="ltr">
                      {c.phone}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </form>
      ) : null}
      {value.mode === "new" ? (
        <div className="mt-2 grid grid-cols-2 gap-2" data-testid="pos-customer-new">
          <Field
            t={t}
            label={t("customer.first_name")}
            value={value.first_name}
            onChange={(e) => set({ first_name: e.target.value })}
            errors={errorsOf(errors, "customer.first_name")}
            testId="pos-customer-first-name"
            autoComplete="off"
          />
          <Field
            t={t}
            label={t("customer.last_name")}
            value={value.last_name}
            onChange={(e) => set({ last_name: e.target.value })}
            errors={errorsOf(errors, "customer.last_name")}
            testId="pos-customer-last-name"
            autoComplete="off"
          />
          <Field
            t={t}
            label={t("customer.phone")}
            type="tel"
            inputMode="tel"
            dir="ltr"
            placeholder={t("customer.phone_hint")}
            value={value.phone}
            onChange={(e) => set({ phone: e.target.value })}
            errors={errorsOf(errors, "customer.phone")}
            testId="pos-customer-phone"
            autoComplete="off"
          />
          <Field
            t={t}
            label={t("customer.email")}
            type="email"
            dir="ltr"
            value={value.email}
            onChange={(e) => set({ email: e.target.value })}
            errors={errorsOf(errors, "customer.email")}
            testId="pos-customer-email"
            autoComplete="off"
          />
          <div className="col-span-2">
            <p className="mb-1 text-sm font-medium text-slate-700">{t("customer.type")}</p>
            <Choice<CustomerType>
              label={t("customer.type")}
              value={value.type}
              onChange={(type) => set({ type })}
              testId="pos-customer-type"
              options={[
                { value: "retail", label: t("customer.retail") },
                { value: "wholesale", label: t("customer.wholesale") },
              ]}
            />
            {value.type === "wholesale" ? <p className="mt-1 text-xs text-slate-600">{t("customer.wholesale_note")}</p> : null}
          </div>
        </div>
      ) : null}
      <Errors errors={errors.filter((e) => e.field === "customer" || e.field === "customer.id")} t={t} testId="pos-customer-error" />
    </Section>
  )
}

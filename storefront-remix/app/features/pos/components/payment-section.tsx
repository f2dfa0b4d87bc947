import type { PosPaymentType } from "@shop/contracts/pos"
import { useEffect, useRef } from "react"
import { errorsOf, type FieldError } from "../field-errors"
import { amountText, da, dinars, parseAmount } from "../format"
import type { PosLang, Translate } from "../i18n"
import { evenSchedule, MAX_INSTALLMENTS, type PaymentDraft, type PaymentSummary } from "../payment"
import { Choice, Errors, Field, INPUT, SECONDARY, Section } from "./ui"

type Props = {
  t: Translate
  lang: PosLang
  value: PaymentDraft
  onChange: (p: PaymentDraft) => void
  /** The goods' total, centimes (a delivery's courier price is paid to the courier). */
  totalCents: number
  delivery: boolean
  summary: PaymentSummary
  errors: FieldError[]
}

const rowsOf = (s: { amount: number; due_date: string }[]) => s.map((l) => ({ amount: amountText(l.amount), due_date: l.due_date }))

export function PaymentSection({ t, lang, value, onChange, totalCents, delivery, summary, errors }: Props) {
  const set = (patch: Partial<PaymentDraft>) => onChange({ ...value, ...patch })
  const plan = value.type === "deposit" || value.type === "installments"
  const scheduled = plan && !(value.type === "deposit" && delivery && value.rest === "on_delivery")
  const depositCents = value.type === "deposit" ? Math.round((parseAmount(value.deposit) || 0) * 100) : 0
  const restCents = totalCents - depositCents
  const edited = useRef(false)

  // an even monthly schedule follows the total, the deposit, the count and the first date until the cashier edits it
  const expected = scheduled ? evenSchedule(restCents, Number(value.count), value.first_due) : null
  const expectedKey = JSON.stringify(expected)
  useEffect(() => {
    if (!scheduled || edited.current) return
    const rows = expected ? rowsOf(expected) : []
    if (JSON.stringify(rows) !== JSON.stringify(value.schedule)) onChange({ ...value, schedule: rows })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the expected schedule only
  }, [expectedKey, scheduled])

  const editRow = (i: number, patch: Partial<{ amount: string; due_date: string }>) => {
    edited.current = true
    set({ schedule: value.schedule.map((r, j) => (j === i ? { ...r, ...patch } : r)) })
  }
  const remake = () => {
    edited.current = false
    set({ schedule: expected ? rowsOf(expected) : [] })
  }

  const scheduledCents = value.schedule.reduce((sum, r) => sum + Math.round((parseAmount(r.amount) || 0) * 100), 0)
  const types: PosPaymentType[] = ["cash", "card", "mixed", "deposit", "installments"]

  return (
    <Section title={t("payment.title")} testId="pos-payment">
      <Choice<PosPaymentType>
        label={t("payment.title")}
        value={value.type}
        onChange={(type) => set({ type, rest: delivery ? value.rest : "schedule" })}
        testId="pos-payment-type"
        options={types.map((type) => ({ value: type, label: t(`payment.${type}`), disabled: type === "installments" && delivery }))}
      />
      {delivery ? <p className="mt-1 text-xs text-slate-500">{t("payment.delivery_note")}</p> : null}

      {value.type === "cash" ? (
        <div className="mt-2 grid grid-cols-2 items-end gap-2">
          <Field
            t={t}
            label={t("payment.cash_given")}
            inputMode="decimal"
            dir="ltr"
            placeholder={amountText(dinars(totalCents))}
            value={value.cash_given}
            onChange={(e) => set({ cash_given: e.target.value })}
            errors={errorsOf(errors, "payment.cash_given")}
            testId="pos-cash-given"
          />
          <div className="pb-1">
            <p className="text-sm text-slate-600">{t("payment.change_due")}</p>
            <p className="text-xl font-semibold tabular-nums" data-testid="pos-change-due">
              {da(dinars(summary.change_cents), lang)}
            </p>
          </div>
        </div>
      ) : null}

      {value.type === "mixed" ? (
        <div className="mt-2 grid grid-cols-2 gap-2">
          <Field
            t={t}
            label={t("payment.cash_part")}
            inputMode="decimal"
            dir="ltr"
            value={value.cash}
            onChange={(e) => set({ cash: e.target.value })}
            errors={errorsOf(errors, "payment.cash")}
            testId="pos-mixed-cash"
          />
          <Field
            t={t}
            label={t("payment.card_part")}
            inputMode="decimal"
            dir="ltr"
            value={value.card}
            onChange={(e) => set({ card: e.target.value })}
            errors={errorsOf(errors, "payment.card")}
            testId="pos-mixed-card"
          />
          <p className="col-span-2 text-sm text-slate-600" data-testid="pos-mixed-left">
            {t("payment.mixed_left", {
              amount: da(dinars(totalCents - Math.round(((parseAmount(value.cash) || 0) + (parseAmount(value.card) || 0)) * 100)), lang),
            })}
          </p>
          <Field
            t={t}
            label={t("payment.cash_given")}
            inputMode="decimal"
            dir="ltr"
            value={value.cash_given}
            onChange={(e) => set({ cash_given: e.target.value })}
            errors={errorsOf(errors, "payment.cash_given")}
            testId="pos-cash-given"
          />
          <div className="pt-6">
            <p className="text-sm text-slate-600">{t("payment.change_due")}</p>
            <p className="text-lg font-semibold tabular-nums" data-testid="pos-change-due">
              {da(dinars(summary.change_cents), lang)}
            </p>
          </div>
          <div className="col-span-2">
            <Errors errors={errorsOf(errors, "payment")} t={t} testId="pos-payment-error" />
          </div>
        </div>
      ) : null}

      {plan ? (
        <div className="mt-2 space-y-2">
          {value.type === "deposit" ? (
            <Field
              t={t}
              label={t("payment.deposit_amount")}
              inputMode="decimal"
              dir="ltr"
              value={value.deposit}
              onChange={(e) => set({ deposit: e.target.value })}
              errors={errorsOf(errors, "payment.deposit")}
              testId="pos-deposit"
            />
          ) : null}
          <Choice<"cash" | "card">
            caption
            label={t("payment.method")}
            value={value.method}
            onChange={(method) => set({ method })}
            testId="pos-plan-method"
            options={[
              { value: "cash", label: t("payment.cash") },
              { value: "card", label: t("payment.card") },
            ]}
          />
          {value.type === "deposit" && delivery ? (
            <Choice<"on_delivery" | "schedule">
              caption
              label={t("payment.rest")}
              value={value.rest}
              onChange={(rest) => set({ rest })}
              testId="pos-plan-rest"
              options={[
                { value: "on_delivery", label: t("payment.rest_on_delivery") },
                { value: "schedule", label: t("payment.rest_schedule") },
              ]}
            />
          ) : null}
          {scheduled ? (
            <div className="space-y-2" data-testid="pos-schedule">
              <div className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
                <Field
                  t={t}
                  label={t("payment.count")}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_INSTALLMENTS}
                  value={value.count}
                  onChange={(e) => set({ count: e.target.value })}
                  testId="pos-plan-count"
                />
                <Field
                  t={t}
                  label={t("payment.first_due")}
                  type="date"
                  value={value.first_due}
                  onChange={(e) => set({ first_due: e.target.value })}
                  testId="pos-plan-first-due"
                />
                <button type="button" className={SECONDARY} onClick={remake} data-testid="pos-plan-make">
                  {t("payment.make_schedule")}
                </button>
              </div>
              <p className="text-xs text-slate-600">
                {t("payment.to_schedule", { amount: da(dinars(restCents), lang) })} · {t("payment.paid_today_note")}
              </p>
              <ol className="space-y-1">
                {value.schedule.map((row, i) => (
                  <li key={i} className="grid grid-cols-[auto_1fr_1fr] items-center gap-2">
                    <span className="w-20 text-sm text-slate-600">{t("payment.installment", { n: i + 1 })}</span>
                    <input
                      className={INPUT}
                      inputMode="decimal"
                      dir="ltr"
                      aria-label={`${t("payment.installment", { n: i + 1 })} · ${t("payment.amount")}`}
                      value={row.amount}
                      onChange={(e) => editRow(i, { amount: e.target.value })}
                      data-testid="pos-plan-amount"
                    />
                    <input
                      className={INPUT}
                      type="date"
                      aria-label={`${t("payment.installment", { n: i + 1 })} · ${t("payment.due_date")}`}
                      value={row.due_date}
                      onChange={(e) => editRow(i, { due_date: e.target.value })}
                      data-testid="pos-plan-date"
                    />
                    <div className="col-span-3">
                      <Errors errors={errorsOf(errors, `payment.installments.${i}`, true)} t={t} />
                    </div>
                  </li>
                ))}
              </ol>
              {value.schedule.length ? (
                <p className="text-xs text-slate-600 tabular-nums">
                  {t("payment.schedule")}: {da(dinars(scheduledCents), lang)} / {da(dinars(restCents), lang)}
                </p>
              ) : null}
            </div>
          ) : null}
          <Errors
            errors={[...errorsOf(errors, "payment.installments"), ...errorsOf(errors, "payment.type"), ...errorsOf(errors, "payment")]}
            t={t}
            testId="pos-payment-error"
          />
        </div>
      ) : null}
      {value.type === "cash" || value.type === "card" ? <Errors errors={errorsOf(errors, "payment")} t={t} testId="pos-payment-error" /> : null}
    </Section>
  )
}

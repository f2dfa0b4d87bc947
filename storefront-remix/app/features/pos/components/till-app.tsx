// The cashier's till (issue 21, decision 0088): a client-rendered app inside the storefront, in fr, en
// or ar (its own switch), selling from the cached catalogue with or without a connection.
import type { PosCatalogueVariant } from "@shop/contracts/pos"
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react"
import type { WilayaOption } from "~/features/geo/geo"
import { addToCart, removeLine, setDiscount, setQuantity } from "../cart"
import { customerType } from "../customer"
import { errorsOf, fromServer, sectionOf, type FieldError } from "../field-errors"
import { da, dinars, shopDay } from "../format"
import { pickup } from "../fulfilment"
import { dirOf, translator, type PosKey } from "../i18n"
import { checkPayment, emptyPayment } from "../payment"
import type { QueuedSale } from "../queue"
import { buildSale, draftTotals, type SaleDraft } from "../sale"
import { usePosLang } from "../use-pos-lang"
import { useTill } from "../use-till"
import { registerTillWorker } from "../service-worker.client"
import { CartLines } from "./cart-lines"
import { CustomerSection } from "./customer-section"
import { DeliverySection } from "./delivery-section"
import { PaymentSection } from "./payment-section"
import { ProductSearch } from "./product-search"
import { ReceiptDialog } from "./receipt-view"
import { SalesPanel } from "./sales-panel"
import { SignInForm } from "./sign-in-form"
import { TillHeader } from "./till-header"
import { Errors, PRIMARY, SECONDARY } from "./ui"

const emptyDraft = (): SaleDraft => ({ lines: [], customer: { mode: "none" }, payment: emptyPayment(shopDay()), fulfilment: pickup() })

export function TillApp({ wilayas }: { wilayas: WilayaOption[] | null }) {
  const [lang, setLang] = usePosLang()
  const t = useMemo(() => translator(lang), [lang])
  const till = useTill()
  const [draft, setDraft] = useState<SaleDraft>(emptyDraft)
  // a new draft (a sale taken, a refused one to fix) starts the sections afresh (their own tabs and edits)
  const [draftKey, setDraftKey] = useState(0)
  const [attempted, setAttempted] = useState(false)
  const [serverErrors, setServerErrors] = useState<FieldError[]>([])
  const [notice, setNotice] = useState<PosKey | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [receiptOf, setReceiptOf] = useState<string | null>(null)
  const [panel, setPanel] = useState(false)
  const search = useRef<HTMLInputElement>(null)

  useEffect(() => registerTillWorker(), [])

  const edit = useCallback((next: (d: SaleDraft) => SaleDraft) => {
    setDraft(next)
    setServerErrors([])
  }, [])

  const me = till.me
  const totals = useMemo(() => draftTotals(draft, till.variants), [draft, till.variants])
  const delivery = draft.fulfilment.mode === "delivery"
  const payment = useMemo(
    () => checkPayment(draft.payment, { totalCents: totals.total_cents, delivery, today: shopDay(), hasCustomer: draft.customer.mode !== "none" }),
    [draft.payment, draft.customer.mode, totals.total_cents, delivery]
  )
  const localErrors = useMemo(() => {
    if (!attempted || !me) return []
    const built = buildSale(draft, { variants: till.variants, me, online: till.online, today: shopDay(), now: new Date(), clientId: "check" })
    return built.ok ? [] : built.errors
  }, [attempted, draft, me, till.variants, till.online])
  const errors = [...localErrors, ...serverErrors]
  const openCount = till.sales.filter((s) => s.state === "pending" || s.state === "syncing").length

  const onAdd = useCallback((v: PosCatalogueVariant) => edit((d) => ({ ...d, lines: addToCart(d.lines, v.variant_id) })), [edit])

  async function validate() {
    if (!me?.shop) return setNotice("sale.cannot_sell")
    setSubmitting(true)
    setNotice(null)
    const result = await till.takeSale(draft)
    setSubmitting(false)
    if (!result.ok) {
      setAttempted(true)
      if (result.refused) setServerErrors(result.errors)
      setNotice(result.refused ? "sale.refused" : "sale.fix")
      return
    }
    setReceiptOf(result.sale.client_id)
    setDraft(emptyDraft())
    setDraftKey((k) => k + 1)
    setAttempted(false)
    setServerErrors([])
  }

  function fix(sale: QueuedSale) {
    setDraft(sale.draft)
    setDraftKey((k) => k + 1)
    setServerErrors(fromServer(sale.errors ?? []))
    setNotice("sale.refused")
    setPanel(false)
    void till.discard(sale.client_id)
  }

  const receiptSale = receiptOf ? till.sales.find((s) => s.client_id === receiptOf) : undefined
  const shell = (children: ReactNode) => (
    <div
      className={`flex h-screen flex-col bg-slate-100 text-slate-900 print:h-auto print:bg-white ${lang === "ar" ? "font-arabic" : "font-sans"}`}
      dir={dirOf(lang)}
      lang={lang}
      data-testid="pos-till"
      data-lang={lang}
    >
      <TillHeader
        t={t}
        lang={lang}
        onLang={setLang}
        me={till.auth === "signed_in" ? me : null}
        online={till.online}
        open={openCount}
        syncing={till.syncing}
        onSync={() => void till.syncNow()}
        onSales={() => setPanel(true)}
        onSignOut={() => void till.signOut()}
      />
      {children}
    </div>
  )

  if (till.auth === "booting") return shell(<p className="p-8 text-center text-slate-600">{t("app.loading")}</p>)
  if (till.auth !== "signed_in" || !me)
    return shell(<SignInForm t={t} onSignIn={till.signIn} notice={till.auth === "expired" ? t("app.sign_in_again") : null} />)

  const sectionErrors = (s: ReturnType<typeof sectionOf>) => errors.filter((e) => sectionOf(e.field) === s)
  return shell(
    <>
      <div className="print:hidden">
        {!me.shop ? (
          <p className="bg-red-50 px-4 py-2 text-sm text-red-800" role="alert" data-testid="pos-no-shop">
            {t("app.no_shop")}
          </p>
        ) : null}
        {till.catalogueFailed && till.catalogue ? <p className="bg-amber-50 px-4 py-2 text-sm text-amber-900">{t("app.catalogue_failed")}</p> : null}
      </div>
      <main className="grid min-h-0 flex-1 grid-cols-[minmax(0,5fr)_minmax(0,4fr)_minmax(0,4fr)] gap-3 p-3 print:hidden">
        <section className="flex min-h-0 flex-col rounded-xl bg-white p-3 shadow-sm" data-testid="pos-search-panel">
          <ProductSearch
            ref={search}
            t={t}
            lang={lang}
            variants={till.catalogue?.variants ?? null}
            generatedAt={till.catalogue?.generated_at ?? null}
            customerType={customerType(draft.customer)}
            onAdd={onAdd}
          />
        </section>
        <section className="flex min-h-0 flex-col rounded-xl bg-white p-3 shadow-sm" data-testid="pos-cart-panel">
          <div className="flex items-center justify-between">
            <h2 className="text-lg font-semibold">{t("cart.title")}</h2>
            {draft.lines.length ? (
              <button type="button" className={`${SECONDARY} text-sm`} onClick={() => edit((d) => ({ ...d, lines: [] }))} data-testid="pos-cart-clear">
                {t("cart.clear")}
              </button>
            ) : null}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <CartLines
              t={t}
              lang={lang}
              lines={totals.lines}
              maxDiscount={me.max_line_discount_percent}
              errors={errors}
              onQuantity={(i, q) => edit((d) => ({ ...d, lines: setQuantity(d.lines, i, q) }))}
              onDiscount={(i, p) => edit((d) => ({ ...d, lines: setDiscount(d.lines, i, p) }))}
              onRemove={(i) => edit((d) => ({ ...d, lines: removeLine(d.lines, i) }))}
            />
            <Errors errors={errorsOf(errors, "lines")} t={t} testId="pos-cart-error" />
          </div>
          <dl className="mt-2 space-y-1 border-t border-slate-200 pt-2 text-sm">
            {totals.discount_cents > 0 ? (
              <div className="flex justify-between">
                <dt>{t("cart.discounts")}</dt>
                <dd className="tabular-nums">{da(dinars(totals.discount_cents), lang)}</dd>
              </div>
            ) : null}
            {delivery && draft.fulfilment.offer ? (
              <div className="flex justify-between">
                <dt>{t("cart.delivery")}</dt>
                <dd className="tabular-nums">{da(dinars(totals.delivery_cents), lang)}</dd>
              </div>
            ) : null}
            <div className="flex justify-between text-xl font-bold">
              <dt>{t("cart.total")}</dt>
              <dd className="tabular-nums" data-testid="pos-total">
                {da(dinars(totals.grand_cents), lang)}
              </dd>
            </div>
            <p className="text-xs text-slate-500">{t("cart.total_note")}</p>
          </dl>
        </section>
        <section className="flex min-h-0 flex-col rounded-xl bg-white shadow-sm" data-testid="pos-checkout">
          <div className="min-h-0 flex-1 overflow-y-auto px-3">
            <CustomerSection
              key={`customer-${draftKey}`}
              t={t}
              value={draft.customer}
              onChange={(customer) => edit((d) => ({ ...d, customer }))}
              online={till.online}
              errors={sectionErrors("customer")}
            />
            <PaymentSection
              key={`payment-${draftKey}`}
              t={t}
              lang={lang}
              value={draft.payment}
              onChange={(p) => edit((d) => ({ ...d, payment: p }))}
              totalCents={totals.total_cents}
              delivery={delivery}
              summary={payment.summary}
              errors={sectionErrors("payment")}
            />
            <DeliverySection
              t={t}
              lang={lang}
              value={draft.fulfilment}
              onChange={(f) => edit((d) => ({ ...d, fulfilment: f }))}
              wilayas={wilayas}
              online={till.online}
              errors={sectionErrors("delivery")}
            />
          </div>
          <div className="border-t border-slate-200 p-3">
            {notice ? (
              <p className="mb-2 text-sm font-medium text-red-700" role="alert" data-testid="pos-sale-notice">
                {t(notice)}
              </p>
            ) : null}
            <Errors errors={sectionErrors("other")} t={t} testId="pos-sale-errors" />
            <button
              type="button"
              className={`${PRIMARY} min-h-14 w-full text-lg`}
              onClick={() => void validate()}
              disabled={submitting || !me.shop}
              data-testid="pos-validate"
            >
              {submitting ? t("sale.validating") : `${t("sale.validate")} · ${da(dinars(totals.grand_cents), lang)}`}
            </button>
          </div>
        </section>
      </main>
      {panel ? (
        <SalesPanel
          t={t}
          lang={lang}
          sales={till.sales}
          cashierId={me.cashier.user_id}
          onClose={() => setPanel(false)}
          onReceipt={(id) => {
            setPanel(false)
            setReceiptOf(id)
          }}
          onFix={fix}
          onDiscard={(id) => void till.discard(id)}
          onClearSynced={() => void till.clearSynced()}
        />
      ) : null}
      {receiptSale ? (
        <ReceiptDialog
          sale={receiptSale}
          t={t}
          lang={lang}
          onClose={() => {
            setReceiptOf(null)
            search.current?.focus()
          }}
        />
      ) : null}
    </>
  )
}

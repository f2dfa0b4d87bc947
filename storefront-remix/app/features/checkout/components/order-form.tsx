import { Link } from "@remix-run/react"
import { lazy, Suspense, useEffect, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import type { DeliveryQuery } from "~/features/delivery/delivery-loader.server"
import type { WilayaOption } from "~/features/geo/geo"
import { listJoin, localizePath, type Locale } from "~/lib/locale"
import { formProblems, missingFields, type FieldErrors, type FormField, type FormValues, type OrderLine } from "~/features/checkout/order-form"
import { orderSummary, type CartLine } from "~/features/checkout/order-summary"
import { readCartId, useLead } from "~/features/checkout/use-lead"
import { DeliveryStep, useDelivery } from "~/features/delivery/components/delivery-step"
import { ErrorDialog } from "./error-dialog"
import { OrderSummary } from "./order-summary"
import { QuantityField } from "./quantity-field"
import { TextField } from "./text-field"
import { useOrderSubmit } from "~/features/checkout/use-order-submit"
import type { FormSession } from "~/features/checkout/order-form-loader.server"
import { CheckoutLines } from "~/features/cart/components/checkout-lines"
import { Toast, useToast } from "~/components/toast"
import { forgetFormMemory, readFormMemory, writeFormMemory } from "~/features/checkout/form-memory"
import { readVisitWilaya } from "~/features/delivery/delivery-estimate"

// Shown once the order is placed: fetched then, out of the product page's first bundle (decision 0059).
const ThankYou = lazy(() => import("./thank-you").then((m) => ({ default: m.ThankYou })))

export type OrderFormProps = {
  locale: Locale
  /** product page, landing page: one variant and a quantity; cart: the lines of the browser cart. */
  mode: "product" | "cart" | "landing"
  wilayas: WilayaOption[] | null
  delivery: DeliveryQuery
  /** The visitor's session when the page holds one; null: the form asks for it (decision 0080). */
  session: FormSession | null
  /** The page's own address: its action places the order. */
  action: string
  /** Query values the page needs back after a GET step without JavaScript. */
  keep?: Record<string, string>
  product?: { title: string; variantId: string | null; unitPrice: number | null }
  /** null: the browser cart is not read yet (before hydration): no "empty cart", no 0 DA. */
  cart?: CartLine[] | null
}

const FORM_ID = "cod-order"
const TEXT_FIELDS = ["firstname", "lastname", "phone", "email", "address"] as const
type TextName = (typeof TEXT_FIELDS)[number]

/** The cash-on-delivery order form shared by the product page, the cart checkout and the landing page. */
export function OrderForm({ locale, mode, wilayas, delivery: initial, session, action, keep = {}, product, cart: browserCart = [] }: OrderFormProps) {
  const cartPending = browserCart === null
  const cart = browserCart ?? []
  const { t } = useTranslation()
  const delivery = useDelivery(initial)
  const submit = useOrderSubmit(session, mode === "cart")
  const typed = submit.posted?.typed ?? {}
  const [text, setText] = useState<Record<TextName, string>>(() => Object.fromEntries(TEXT_FIELDS.map((f) => [f, typed[f] ?? ""])) as Record<TextName, string>)
  const [touched, setTouched] = useState<Set<FormField>>(new Set())
  const [quantity, setQuantity] = useState(() => Math.max(1, Math.trunc(Number(typed.quantity)) || 1))
  const [missing, setMissing] = useState<FormField[]>([])
  const cartEmpty = mode === "cart" && !cartPending && cart.length === 0
  const { toast, show: showToast, dismiss: dismissToast } = useToast()
  const deskId = delivery.chosen?.desk?.id ?? null

  // The form as the buyer left it before a reload (read after hydration: the server cannot see it).
  const [restored, setRestored] = useState(false)
  useEffect(() => {
    const memory = readFormMemory()
    setRestored(true)
    if (submit.submitted) return
    if (memory) setText((v) => ({ ...v, ...Object.fromEntries(Object.entries(memory.text).filter(([f]) => !v[f as TextName])) }))
    // the page's own query (no-JavaScript path) wins over the memory
    if (delivery.wilaya !== null) return
    // else the form's own memory, or the wilaya the buyer gave on a product page earlier in the visit
    const wilaya = memory?.wilaya ?? readVisitWilaya()
    if (wilaya === null || !wilayas?.some((w) => w.code === wilaya)) return
    delivery.chooseWilaya(wilaya)
    if (memory?.wilaya !== wilaya) return
    if (memory.commune !== null) delivery.chooseCommune(memory.commune)
    if (memory.pick) delivery.choose(memory.pick.option, memory.pick.desk)
    // once, on arrival
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const pick = delivery.chosen ? { option: delivery.chosen.offer.shipping_option_id, desk: deskId } : null
  const memory = JSON.stringify({ text, wilaya: delivery.wilaya, commune: delivery.commune, pick })
  useEffect(() => {
    if (restored && !submit.submitted) writeFormMemory(JSON.parse(memory))
  }, [memory, restored, submit.submitted])
  useEffect(() => {
    if (submit.submitted) forgetFormMemory()
  }, [submit.submitted])

  // Spec §8: on the cart checkout a failure is a toast (form.checkoutError), elsewhere the error dialog.
  const cartFailure = mode === "cart" && submit.dialog === "failed"
  useEffect(() => {
    if (!cartFailure) return
    showToast({ text: t("form.checkoutError"), tone: "error" })
    submit.closeDialog() // the next failure shows a new toast
    // only a new failure counts
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cartFailure])

  const values: FormValues = {
    ...text,
    wilaya: delivery.wilaya === null ? "" : String(delivery.wilaya),
    commune: delivery.commune === null ? "" : String(delivery.commune),
    shipping_option_id: delivery.chosen?.offer.shipping_option_id ?? "",
  }
  const lines: OrderLine[] =
    mode === "cart"
      ? cart.flatMap((l) => (l.combinationId ? [{ variant_id: l.combinationId, quantity: l.quantity }] : []))
      : product?.variantId
        ? [{ variant_id: product.variantId, quantity }]
        : []
  // No save while the order is on its way or once placed: the order converts the lead, and a save that
  // arrived after it would be refused (the cart was ordered).
  useLead(values, lines, submit.csrf ?? "", !submit.submitting && !submit.submitted && !!submit.csrf)

  const label: Record<FormField, string> = {
    firstname: t("checkout.first_name"),
    lastname: t("checkout.last_name"),
    phone: t("checkout.phone"),
    email: t("form.email"),
    address: t("checkout.address"),
    wilaya: t("checkout.wilaya"),
    commune: t("checkout.commune"),
    shipping_option_id: t("checkout.transporter"),
    quantity: t("form.quantity"),
  }
  const live: FieldErrors = formProblems(values, deskId)
  function message(field: FormField): string | null {
    const problem = submit.serverErrors[field] ?? (touched.has(field) ? (field === "quantity" ? null : live[field as keyof FieldErrors]) : null)
    if (!problem) return null
    // one text per field: "required" agrees with the field's gender (الولاية مطلوبة, Wilaya requise)
    if (problem === "required") return t(`required.${field}`)
    // Only the server finds these invalid (a commune not in the wilaya, an option it cannot price).
    return field === "address" || field === "wilaya" || field === "commune" || field === "shipping_option_id"
      ? t("form.invalid", { field: label[field] })
      : t(`form.validation.${field}`)
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    if (submit.cooldown.left > 0 || submit.submitting) return
    const empty = missingFields(values, deskId)
    setMissing(empty)
    setTouched(new Set(Object.keys(label) as FormField[]))
    if (empty.length || Object.keys(live).length || !lines.length) return
    const data = new FormData(e.currentTarget)
    // The lead's key, made by the script once names and phone were typed: the order converts the lead.
    const cartId = readCartId()
    if (cartId) data.set("cart_id", cartId)
    // the session asked when the form started running (a slow network: it is awaited here)
    const s = await submit.session()
    if (!s) return
    data.set("csrf", s.csrf)
    data.set("idempotency_key", s.idempotencyKey)
    submit.fetcher.submit(data, { method: "post", action })
  }

  const edit = (field: TextName, value: string) => {
    setText((v) => ({ ...v, [field]: value }))
    submit.clearServerError(field)
    if (missing.includes(field) && value.trim()) setMissing((m) => m.filter((f) => f !== field))
  }

  if (submit.submitted) {
    return (
      <Suspense fallback={<p className="py-8 text-center text-gray-500" role="status" aria-busy="true" data-testid="thank-you-loading" />}>
        <ThankYou
          locale={locale}
          order={submit.submitted.order}
          placedAt={submit.submitted.placedAt}
          cooldown={submit.cooldown.left}
          onNewPurchase={submit.newPurchase}
        />
      </Suspense>
    )
  }

  if (cartEmpty) {
    // Nothing to order: the message and a way back to the shop, not a form that cannot be sent.
    return (
      <div
        role="status"
        className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-slate-50 px-5 py-4 text-slate-800"
        data-testid="cart-empty"
      >
        <p className="font-medium">{t("form.cartEmpty")}</p>
        <Link
          to={localizePath(locale, "/")}
          className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          data-testid="cart-empty-continue"
        >
          {t("cart.continue_shopping")}
        </Link>
      </div>
    )
  }

  const unit = mode === "cart" ? null : (product?.unitPrice ?? 0)
  const summaryLines: CartLine[] = mode === "cart" ? cart : [{ productId: product?.variantId ?? "", unitPrice: unit ?? 0, quantity }]
  const summary = orderSummary(summaryLines, delivery.chosen?.offer.price ?? null)
  const stillMissing = missing.filter((f) => !(values[f as keyof FormValues] ?? "").trim())
  const notice = submit.notice
  const outOfStockName =
    notice?.kind === "out_of_stock"
      ? (mode === "cart" ? cart.find((l) => l.combinationId === notice.variantId)?.name : product?.title) || t("form.productNameUnavailable")
      : null

  const field = (name: TextName, props: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      name={name}
      form={FORM_ID}
      label={label[name]}
      value={text[name]}
      onChange={(e) => edit(name, e.target.value)}
      onBlur={() => setTouched((s) => new Set(s).add(name))}
      error={message(name)}
      {...props}
    />
  )

  return (
    <div data-testid="order-form" data-mode={mode}>
      {mode === "cart" && !cartPending && <CheckoutLines locale={locale} />}
      <section className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-8" data-testid="delivery-fields">
        {field("firstname", { autoComplete: "given-name" })}
        {field("lastname", { autoComplete: "family-name" })}
        {field("phone", { type: "tel", inputMode: "numeric", autoComplete: "tel-national", placeholder: "0661234567", hint: t("checkout.phone_hint") })}
        {field("email", { type: "email", autoComplete: "email" })}
        <DeliveryStep
          locale={locale}
          wilayas={wilayas}
          delivery={delivery}
          keep={keep}
          form={FORM_ID}
          errors={{ wilaya: message("wilaya"), commune: message("commune"), transporter: message("shipping_option_id") }}
        />
        {field("address", {
          autoComplete: "street-address",
          // a stop-desk pick-up needs no street (decision 0055)
          label: deskId ? t("sfCart.address_optional", { label: label.address }) : label.address,
          hint: deskId ? t("sfCart.address_desk_hint") : t("checkout.address_hint"),
          className: "sm:col-span-2",
        })}
        {mode !== "cart" && <QuantityField value={quantity} onChange={setQuantity} form={FORM_ID} error={message("quantity")} />}
      </section>
      <OrderSummary
        locale={locale}
        summary={summary}
        loading={cartPending}
        pending={delivery.commune === null ? t("checkout.select_commune_first") : t("checkout.choose_transporter")}
      />
      <form id={FORM_ID} method="post" action={action} onSubmit={onSubmit} className="mt-6" noValidate>
        <input type="hidden" name="csrf" value={submit.csrf ?? ""} />
        <input type="hidden" name="idempotency_key" value={submit.key ?? ""} />
        {mode === "cart" ? (
          <input type="hidden" name="items" value={JSON.stringify(lines)} />
        ) : (
          <input type="hidden" name="variant_id" value={product?.variantId ?? ""} />
        )}
        <div aria-live="polite" className="mb-3 space-y-2 text-sm">
          {stillMissing.length > 0 && (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900" data-testid="missing-info">
              {t("form.missingMandatoryInfo")}{" "}
              {listJoin(
                stillMissing.map((f) => label[f]),
                locale
              )}
            </p>
          )}
          {submit.cooldown.left > 0 && (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900" data-testid="wait-message">
              {t("form.waitSeconds", { seconds: submit.cooldown.left })}
            </p>
          )}
          {outOfStockName && (
            <p className="rounded-lg bg-red-50 px-3 py-2 text-red-800" data-testid="out-of-stock">
              {t("form.outOfStock", { product: outOfStockName })}
            </p>
          )}
          {notice?.kind === "confirm" && (
            <p className="rounded-lg bg-sky-50 px-3 py-2 text-sky-900" data-testid="confirm-order">
              {t("form.confirmOrder")}
            </p>
          )}
          {submit.notice?.kind === "blocked" && (
            <p className="rounded-lg bg-red-50 px-3 py-2 text-red-800" data-testid="blocked">
              {t("form.blocked")}
            </p>
          )}
        </div>
        <button
          type="submit"
          disabled={submit.submitting || submit.cooldown.left > 0}
          className="h-14 w-full rounded-xl bg-brand-700 px-6 text-lg font-bold text-white shadow hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
          data-testid="submit-order"
        >
          {submit.submitting ? t("form.processing") : t("form.submit")}
        </button>
      </form>
      <Toast toast={toast} onClose={dismissToast} />
      {submit.dialog && !cartFailure && (
        <ErrorDialog
          message={submit.dialog === "session_expired" ? t("form.sessionExpired") : mode === "cart" ? t("form.checkoutError") : t("form.errorFinalizing")}
          onClose={submit.closeDialog}
        />
      )}
    </div>
  )
}

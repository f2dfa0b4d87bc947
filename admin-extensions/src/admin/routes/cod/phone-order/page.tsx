import { Alert, Button, Container, Heading, IconButton, Input, Text } from "@medusajs/ui"
import { XMark } from "@medusajs/icons"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate } from "react-router-dom"
import { CodHeader } from "../../../cod/cod-nav"
import { BuyerFields, errorsAfter, NO_BUYER, orderBody, orderErrors, type BuyerValues } from "../../../cod/order-fields"
import { ProductPicker, type PickedLine } from "../../../cod/product-picker"
import { useCommuneQuote } from "../../../cod/use-cod"
import { usePlacePhoneOrder } from "../../../cod/use-phone-order"
import { Field } from "../../../shared/field"
import { formatDa } from "../../../shared/price"
import { screenFor } from "../../../staff/can"

const newKey = () => `phone-${crypto.randomUUID()}`

/**
 * "New order (phone)" (issue 19 item 3, decision 0074): a buyer calls, staff find the products
 * (three letters, French or Arabic), take the buyer's name, phone and place, choose the delivery
 * the store offers there, and place the order through the store's rules. Prices and the delivery
 * shown come from the server (search and quote); the server prices the order again. One
 * Idempotency-Key per order typed, so a double click places one order; then the order's page.
 */
const PhoneOrderPage = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const place = usePlacePhoneOrder()
  const [buyer, setBuyer] = useState<BuyerValues>(NO_BUYER)
  const [lines, setLines] = useState<PickedLine[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [general, setGeneral] = useState<string>()
  const [key] = useState(newKey)
  const quote = useCommuneQuote(buyer.commune)
  const delivery = (quote.data?.transporters ?? []).flatMap((tr) => tr.delivery_types).find((d) => d.shipping_option_id === buyer.shipping_option_id)
  const subtotal = lines.reduce((n, l) => n + l.price * l.quantity, 0)

  const setBuyerPatch = (patch: Partial<BuyerValues>) => {
    setBuyer((b) => ({ ...b, ...patch }))
    setErrors((e) => errorsAfter(e, patch))
  }
  const pick = (line: Omit<PickedLine, "quantity">) => {
    setLines((ls) =>
      ls.some((l) => l.variant_id === line.variant_id)
        ? ls.map((l) => (l.variant_id === line.variant_id ? { ...l, quantity: l.quantity + 1 } : l))
        : [...ls, { ...line, quantity: 1 }]
    )
    setErrors((e) => errorsAfter(e, { items: true }))
  }
  const setQuantity = (id: string, quantity: number) => setLines((ls) => ls.map((l) => (l.variant_id === id ? { ...l, quantity } : l)))

  const submit = () => {
    const items = lines.filter((l) => l.quantity > 0).map((l) => ({ variant_id: l.variant_id, quantity: l.quantity }))
    if (!items.length) return setErrors({ items: t("dzCod.leadOrder.itemsRequired") })
    if (!buyer.shipping_option_id) return setErrors({ shipping_option_id: t("dzCod.leadOrder.deliveryRequired") })
    setGeneral(undefined)
    place.mutate(
      { key, body: orderBody(buyer, items) },
      {
        onSuccess: ({ order }) => navigate(`/orders/${order.id}`),
        onError: (error: Error) => {
          const { fields, general } = orderErrors(error)
          setErrors(fields)
          setGeneral(general)
        },
      }
    )
  }

  return (
    <Container className="divide-y p-0">
      <CodHeader page="phoneOrder" />
      <form
        className="grid grid-cols-1 gap-6 px-6 py-4 lg:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
        data-testid="phone-order-form"
      >
        <section className="flex min-w-0 flex-col gap-y-4">
          <Heading level="h2">{t("dzCod.phoneOrder.products")}</Heading>
          <ProductPicker onPick={pick} />
          <Field id="phone-items" label={t("dzCod.leadOrder.items")} error={errors.items}>
            <div className="flex flex-col gap-y-2" data-testid="phone-lines">
              {lines.map((l) => (
                <div key={l.variant_id} className="flex items-center gap-x-2" data-testid="phone-line">
                  <div className="min-w-0 flex-1">
                    <Text size="small" className="truncate">
                      {l.label}
                    </Text>
                    <Text size="xsmall" className="text-ui-fg-subtle" dir="ltr">
                      {formatDa(l.price)}
                    </Text>
                  </div>
                  <Input
                    type="number"
                    min={1}
                    max={l.available ?? 100}
                    size="small"
                    className="w-20"
                    aria-label={t("dzCod.leadOrder.quantity")}
                    value={String(l.quantity)}
                    onChange={(e) => setQuantity(l.variant_id, Math.max(0, Math.floor(Number(e.target.value) || 0)))}
                    data-testid="phone-line-qty"
                  />
                  <IconButton
                    type="button"
                    size="small"
                    variant="transparent"
                    aria-label={t("dzCod.phoneOrder.remove")}
                    onClick={() => setLines((ls) => ls.filter((x) => x.variant_id !== l.variant_id))}
                  >
                    <XMark />
                  </IconButton>
                </div>
              ))}
              {!lines.length && (
                <Text size="small" className="text-ui-fg-muted">
                  {t("dzCod.phoneOrder.noLines")}
                </Text>
              )}
            </div>
          </Field>
        </section>
        <section className="flex min-w-0 flex-col gap-y-4">
          <Heading level="h2">{t("dzCod.phoneOrder.buyer")}</Heading>
          <BuyerFields prefix="phone" value={buyer} errors={errors} onChange={setBuyerPatch} />
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" data-testid="phone-total">
            <dt>{t("dzCod.phoneOrder.subtotal")}</dt>
            <dd dir="ltr" className="text-end">
              {formatDa(subtotal)}
            </dd>
            <dt>{t("dzCod.leadOrder.delivery")}</dt>
            <dd dir="ltr" className="text-end">
              {delivery ? formatDa(delivery.price) : "—"}
            </dd>
            <dt className="font-medium">{t("dzCod.phoneOrder.total")}</dt>
            <dd dir="ltr" className="text-end font-medium" data-testid="phone-total-amount">
              {formatDa(subtotal + (delivery?.price ?? 0))}
            </dd>
          </dl>
          <Text size="xsmall" className="text-ui-fg-muted">
            {t("dzCod.leadOrder.priceNote")}
          </Text>
          {general && (
            <Alert variant="error" data-testid="phone-order-error">
              {general}
            </Alert>
          )}
          <Button type="submit" isLoading={place.isPending} data-testid="phone-order-submit">
            {t("dzCod.leadOrder.submit")}
          </Button>
        </section>
      </form>
    </Container>
  )
}

export default screenFor("orders.create", PhoneOrderPage)

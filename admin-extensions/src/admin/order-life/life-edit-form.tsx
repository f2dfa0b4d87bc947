import { Button, Checkbox, Input, Label, Text, Textarea } from "@medusajs/ui"
import type { PostOrderEdit } from "@shop/contracts/order-life"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import type { AdminOrderLife, OrderLine } from "./order-life"
import { useEditOrder } from "./use-order-life"
import { DeliveryChoice, type DeliveryValue } from "../cod/delivery-choice"
import { ProductPicker, type PickedLine } from "../cod/product-picker"
import { CommunePicker } from "../geo/commune-picker"
import { Field } from "../shared/field"
import { FormDrawer } from "../shared/form-drawer"
import { formatDa } from "../shared/price"

type Delivery = { wilaya: number | null; commune: number | null; address: string } & DeliveryValue

/** The form's fields an error of the server names: `lines.0.quantity` → lines, `delivery.commune` → delivery. */
const fieldOf = (message: string) => (/^(lines|new_items)\b/.test(message) ? "lines" : /^delivery\b/.test(message) ? "delivery" : null)

/**
 * "Edit the order" during the call, before hand-over (decision 0071): each line's quantity (0
 * removes it), products added from the search (price and stock shown, the server prices them), and
 * the delivery re-chosen — wilaya, commune, street, courier, home or stop-desk — re-priced by the
 * server. Only what changed is sent.
 */
export function LifeEdit({ life, lines, address }: { life: AdminOrderLife; lines: OrderLine[]; address: string }) {
  const { t } = useTranslation()
  const edit = useEditOrder(life.order_id)
  const [open, setOpen] = useState(false)
  const [quantities, setQuantities] = useState<Record<string, string>>({})
  const [added, setAdded] = useState<PickedLine[]>([])
  const [moveDelivery, setMoveDelivery] = useState(false)
  const [delivery, setDelivery] = useState<Delivery>({ wilaya: null, commune: null, address: "", shipping_option_id: null, stop_desk_id: null })
  const [note, setNote] = useState("")
  const [local, setLocal] = useState<{ lines?: string; delivery?: string }>({})

  const start = () => {
    setQuantities(Object.fromEntries(lines.map((l) => [l.id, String(l.quantity)])))
    setAdded([])
    setMoveDelivery(false)
    setDelivery({ wilaya: life.wilaya_code, commune: life.commune_code, address, shipping_option_id: null, stop_desk_id: null })
    setNote("")
    setLocal({})
    edit.reset()
    setOpen(true)
  }

  if (!life.can_edit) return null
  const serverError = edit.error?.message
  const serverField = serverError ? fieldOf(serverError) : null

  const submit = () => {
    const errors: typeof local = {}
    const changed = lines.map((l) => ({ line_item_id: l.id, quantity: Number(quantities[l.id]), was: l.quantity })).filter((l) => l.quantity !== l.was)
    if (changed.some((l) => !Number.isInteger(l.quantity) || l.quantity < 0)) errors.lines = t("dzLife.edit.quantityInvalid")
    if (moveDelivery && (!delivery.commune || !delivery.shipping_option_id)) errors.delivery = t("dzLife.edit.deliveryRequired")
    const body: PostOrderEdit = {
      lines: changed.length ? changed.map(({ line_item_id, quantity }) => ({ line_item_id, quantity })) : undefined,
      new_items: added.length ? added.map((a) => ({ variant_id: a.variant_id, quantity: a.quantity })) : undefined,
      delivery: moveDelivery
        ? {
            wilaya: delivery.wilaya!,
            commune: delivery.commune!,
            address: delivery.address.trim() || null,
            shipping_option_id: delivery.shipping_option_id!,
            stop_desk_id: delivery.stop_desk_id,
          }
        : undefined,
      note: note.trim() || null,
    }
    if (!body.lines && !body.new_items && !body.delivery && !errors.lines && !errors.delivery) errors.lines = t("dzLife.edit.nothing")
    setLocal(errors)
    if (errors.lines || errors.delivery) return
    edit.mutate(body, { onSuccess: () => setOpen(false) })
  }

  const pick = (line: Omit<PickedLine, "quantity">) =>
    setAdded((now) => (now.some((a) => a.variant_id === line.variant_id) ? now : [...now, { ...line, quantity: 1 }]))

  return (
    <>
      <Button size="small" variant="secondary" onClick={start} data-testid="life-edit-open">
        {t("dzLife.edit.action")}
      </Button>
      <FormDrawer
        open={open}
        onOpenChange={setOpen}
        title={t("dzLife.edit.title")}
        submitting={edit.isPending}
        error={serverError && !serverField ? serverError : undefined}
        onSubmit={submit}
        testId="life-edit-form"
        submitLabel={t("dzLife.edit.submit")}
      >
        <Text size="small" className="text-ui-fg-subtle">
          {t("dzLife.edit.hint")}
        </Text>
        <fieldset className="flex flex-col gap-y-2" data-testid="life-edit-lines">
          <legend className="txt-small-plus mb-1">{t("dzLife.edit.lines")}</legend>
          {lines.map((l) => (
            <label key={l.id} className="flex items-center justify-between gap-x-3 txt-small">
              <span className="truncate">{l.title}</span>
              <Input
                type="number"
                min={0}
                dir="ltr"
                className="w-20"
                value={quantities[l.id] ?? ""}
                onChange={(e) => setQuantities({ ...quantities, [l.id]: e.target.value })}
                data-testid={`life-edit-qty-${l.id}`}
              />
            </label>
          ))}
          {added.map((a) => (
            <div key={a.variant_id} className="flex items-center justify-between gap-x-3 txt-small" data-testid="life-edit-added">
              <span className="truncate">
                {a.label} · <span dir="ltr">{formatDa(a.price)}</span>
              </span>
              <span className="flex items-center gap-x-2">
                <Input
                  type="number"
                  min={1}
                  dir="ltr"
                  className="w-20"
                  value={a.quantity}
                  onChange={(e) => setAdded(added.map((x) => (x.variant_id === a.variant_id ? { ...x, quantity: Number(e.target.value) } : x)))}
                  aria-label={t("dzLife.exchange.quantity")}
                />
                <Button size="small" variant="transparent" type="button" onClick={() => setAdded(added.filter((x) => x.variant_id !== a.variant_id))}>
                  {t("dzLife.edit.removeAdded")}
                </Button>
              </span>
            </div>
          ))}
          <Text size="xsmall" className="text-ui-fg-muted">
            {t("dzLife.edit.removeHint")}
          </Text>
          {(local.lines || serverField === "lines") && (
            <Text size="xsmall" className="text-ui-fg-error" data-testid="life-edit-lines-error">
              {local.lines ?? serverError}
            </Text>
          )}
        </fieldset>
        <div className="flex flex-col gap-y-2">
          <Label className="txt-small-plus">{t("dzLife.edit.add")}</Label>
          <ProductPicker onPick={pick} />
        </div>
        <fieldset className="flex flex-col gap-y-2 border-t border-ui-border-base pt-3" data-testid="life-edit-delivery">
          <label className="flex items-center gap-x-2 txt-small-plus">
            <Checkbox checked={moveDelivery} onCheckedChange={(v) => setMoveDelivery(v === true)} data-testid="life-edit-delivery-toggle" />
            {t("dzLife.edit.delivery")}
          </label>
          {moveDelivery && (
            <>
              <Field id="life-edit-address" label={t("dzCod.leadOrder.address")}>
                <Input
                  id="life-edit-address"
                  dir="auto"
                  value={delivery.address}
                  onChange={(e) => setDelivery({ ...delivery, address: e.target.value })}
                  data-testid="life-edit-address"
                />
              </Field>
              <Field id="life-edit-commune" label={t("dzCod.leadOrder.commune")}>
                <CommunePicker
                  wilaya={delivery.wilaya}
                  commune={delivery.commune}
                  onWilaya={(wilaya) => setDelivery({ ...delivery, wilaya, commune: null, shipping_option_id: null, stop_desk_id: null })}
                  onCommune={(commune) => setDelivery({ ...delivery, commune, shipping_option_id: null, stop_desk_id: null })}
                />
              </Field>
              <Field id="life-edit-way" label={t("dzCod.leadOrder.delivery")}>
                <DeliveryChoice commune={delivery.commune} value={delivery} onChange={(d) => setDelivery({ ...delivery, ...d })} />
              </Field>
            </>
          )}
          {(local.delivery || serverField === "delivery") && (
            <Text size="xsmall" className="text-ui-fg-error" data-testid="life-edit-delivery-error">
              {local.delivery ?? serverError}
            </Text>
          )}
        </fieldset>
        <Field id="life-edit-note" label={t("dzLife.form.note")}>
          <Textarea id="life-edit-note" rows={2} value={note} onChange={(e) => setNote(e.target.value)} data-testid="life-edit-note" />
        </Field>
      </FormDrawer>
    </>
  )
}

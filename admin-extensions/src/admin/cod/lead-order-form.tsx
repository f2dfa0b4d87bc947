import { Input, Text } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { usePlaceLeadOrder, useVariantLabels } from "./use-cod"
import { ApiError } from "../shared/api"
import type { Lead, LeadItem } from "./cod"
import { CommunePicker } from "../geo/commune-picker"
import { Field } from "../shared/field"
import { FormDrawer } from "../shared/form-drawer"
import { DeliveryChoice, type DeliveryValue } from "./delivery-choice"

type Values = {
  firstname: string
  lastname: string
  phone: string
  email: string
  address: string
  wilaya: number | null
  commune: number | null
  items: LeadItem[]
} & DeliveryValue
type FieldError = { field: string; message: string }

const fromLead = (l: Lead): Values => ({
  firstname: l.first_name,
  lastname: l.last_name,
  phone: l.phone,
  email: l.email ?? "",
  address: l.address ?? "",
  wilaya: l.wilaya_code,
  commune: l.commune_code,
  items: l.items.map((i) => ({ ...i })),
  shipping_option_id: null,
  stop_desk_id: null,
})

/**
 * "Create order" of a lead: the buyer's form as they left it, completed on the phone (address,
 * delivery), then placed as a real order through the same checks and workflow as the store.
 */
export function LeadOrderForm({ lead, onClose }: { lead: Lead | null; onClose: () => void }) {
  const { t } = useTranslation()
  const place = usePlaceLeadOrder(lead?.id ?? "")
  const [v, setV] = useState<Values | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [general, setGeneral] = useState<string>()
  const labels = useVariantLabels(lead?.items.map((i) => i.variant_id) ?? [])
  const byId = new Map((labels.data?.variants ?? []).map((x) => [x.id, x]))

  useEffect(() => {
    setV(lead ? fromLead(lead) : null)
    setErrors({})
    setGeneral(undefined)
  }, [lead])

  const set = (patch: Partial<Values>) => {
    setV((old) => (old ? { ...old, ...patch } : old))
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch) && !(k === "transporter" && "shipping_option_id" in patch))))
  }

  const submit = () => {
    if (!v) return
    const items = v.items.filter((i) => i.quantity > 0)
    if (!v.shipping_option_id) return setErrors({ shipping_option_id: t("dzCod.leadOrder.deliveryRequired") })
    if (!items.length) return setErrors({ items: t("dzCod.leadOrder.itemsRequired") })
    const body = {
      firstname: v.firstname,
      lastname: v.lastname,
      phone: v.phone,
      email: v.email.trim() || null,
      address: v.address,
      wilaya: v.wilaya,
      commune: v.commune,
      shipping_option_id: v.shipping_option_id,
      stop_desk_id: v.stop_desk_id,
      items,
    }
    place.mutate(body, {
      onSuccess: onClose,
      onError: (error: Error) => {
        const list = error instanceof ApiError ? (error.errors as unknown as FieldError[]) : []
        const mapped: Record<string, string> = {}
        for (const e of list) {
          const key = /^items\.\d+|^variant_id|^quantity/.test(e.field) ? "items" : e.field
          mapped[key] ??= e.message
        }
        setErrors(mapped)
        setGeneral(list.length ? undefined : error.message)
      },
    })
  }

  const text = (key: "firstname" | "lastname" | "phone" | "email" | "address", type = "text", ltr = false) => (
    <Field id={`lead-${key}`} label={t(`dzCod.leadOrder.${key}`)} error={errors[key]}>
      <Input
        id={`lead-${key}`}
        type={type}
        dir={ltr ? "ltr" : undefined}
        value={v?.[key] ?? ""}
        onChange={(e) => set({ [key]: e.target.value })}
        data-testid={`lead-${key}`}
      />
    </Field>
  )

  return (
    <FormDrawer
      open={!!lead}
      onOpenChange={(o) => !o && onClose()}
      title={t("dzCod.leadOrder.title", { name: lead ? `${lead.first_name} ${lead.last_name}` : "" })}
      submitting={place.isPending}
      error={general}
      onSubmit={submit}
      testId="lead-order-form"
      submitLabel={t("dzCod.leadOrder.submit")}
    >
      {v && (
        <>
          <div className="grid grid-cols-2 gap-3">
            {text("firstname")}
            {text("lastname")}
          </div>
          {text("phone", "tel", true)}
          {text("email", "email", true)}
          {text("address")}
          <Field id="lead-commune" label={t("dzCod.leadOrder.commune")} error={errors.commune ?? errors.wilaya}>
            <CommunePicker
              wilaya={v.wilaya}
              commune={v.commune}
              onWilaya={(wilaya) => set({ wilaya, commune: null, shipping_option_id: null, stop_desk_id: null })}
              onCommune={(commune) => set({ commune, shipping_option_id: null, stop_desk_id: null })}
            />
          </Field>
          <Field id="lead-delivery" label={t("dzCod.leadOrder.delivery")} error={errors.shipping_option_id ?? errors.transporter ?? errors.stop_desk_id}>
            <DeliveryChoice commune={v.commune} value={v} onChange={(d) => set(d)} />
          </Field>
          <Field id="lead-items" label={t("dzCod.leadOrder.items")} error={errors.items}>
            <div className="flex flex-col gap-y-2" data-testid="lead-items">
              {v.items.map((item, i) => (
                <div key={item.variant_id} className="flex items-center justify-between gap-x-3">
                  <Text size="small">
                    {byId.get(item.variant_id) ? `${byId.get(item.variant_id)!.product?.title ?? ""} · ${byId.get(item.variant_id)!.title}` : item.variant_id}
                  </Text>
                  <Input
                    type="number"
                    min={0}
                    max={100}
                    size="small"
                    className="w-20"
                    aria-label={t("dzCod.leadOrder.quantity")}
                    value={String(item.quantity)}
                    onChange={(e) =>
                      set({ items: v.items.map((x, j) => (j === i ? { ...x, quantity: Math.max(0, Math.floor(Number(e.target.value) || 0)) } : x)) })
                    }
                    data-testid={`lead-qty-${i}`}
                  />
                </div>
              ))}
              {!v.items.length && (
                <Text size="small" className="text-ui-fg-muted">
                  {t("dzCod.leadOrder.noItems")}
                </Text>
              )}
            </div>
          </Field>
          <Text size="xsmall" className="text-ui-fg-muted">
            {t("dzCod.leadOrder.priceNote")}
          </Text>
        </>
      )}
    </FormDrawer>
  )
}

import { Input, Text } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { usePlaceLeadOrder, useVariantLabels } from "./use-cod"
import type { Lead, LeadItem } from "./cod"
import { Field } from "../shared/field"
import { FormDrawer } from "../shared/form-drawer"
import { BuyerFields, errorsAfter, orderBody, orderErrors, type BuyerValues } from "./order-fields"

type Values = BuyerValues & { items: LeadItem[] }

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
    setErrors((e) => errorsAfter(e, patch))
  }

  const submit = () => {
    if (!v) return
    const items = v.items.filter((i) => i.quantity > 0)
    if (!v.shipping_option_id) return setErrors({ shipping_option_id: t("dzCod.leadOrder.deliveryRequired") })
    if (!items.length) return setErrors({ items: t("dzCod.leadOrder.itemsRequired") })
    place.mutate(orderBody(v, items), {
      onSuccess: onClose,
      onError: (error: Error) => {
        const { fields, general } = orderErrors(error)
        setErrors(fields)
        setGeneral(general)
      },
    })
  }

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
          <BuyerFields prefix="lead" value={v} errors={errors} onChange={set} />
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

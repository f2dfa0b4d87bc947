import { Input, Text } from "@medusajs/ui"
import { LtrSwitch } from "../shared/ltr-switch"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useSaveTransporterItem } from "./use-transporter-items"
import { useFormErrors } from "../shared/use-form-errors"
import { communeLabel } from "./commune-label"
import { parseDinars, type CommuneOverride, type DeliveryType } from "./transporters"
import { CommunePicker } from "../geo/commune-picker"
import { DeliveryTypeSelect } from "./delivery-type-select"
import { Field, SwitchRow } from "../shared/field"
import { FormDrawer } from "../shared/form-drawer"

const FIELDS = ["commune_code", "delivery_type", "served", "price"] as const
type Props = { transporterId: string; override?: CommuneOverride; open: boolean; onOpenChange: (o: boolean) => void }

/** Adds the override of one commune and delivery type, or changes an existing one's price. */
export function OverrideForm({ transporterId, override, open, onOpenChange }: Props) {
  const { t } = useTranslation()
  const save = useSaveTransporterItem(transporterId, "overrides")
  const [wilaya, setWilaya] = useState<number | null>(null)
  const [commune, setCommune] = useState<number | null>(null)
  const [type, setType] = useState<DeliveryType>("home")
  const [served, setServed] = useState(true)
  const [price, setPrice] = useState("")
  const { errors, setErrors, general, show, fromApi } = useFormErrors(FIELDS)

  useEffect(() => {
    if (!open) return
    setWilaya(null)
    setCommune(override?.commune_code ?? null)
    setType(override?.delivery_type ?? "home")
    setServed(override?.served ?? true)
    setPrice(override?.price === null || override?.price === undefined ? "" : String(override.price))
    show()
  }, [open, override, show])

  const submit = () => {
    const amount = parseDinars(price)
    const local: typeof errors = {}
    if (!commune) local.commune_code = t("dzTransporters.form.pickCommune")
    if (served && typeof amount !== "number") local.price = t("dzTransporters.form.priceInvalid")
    show(local)
    if (Object.keys(local).length) return
    const values = { served, price: served ? amount : null }
    save.mutate(
      { itemId: override?.id, body: override ? values : { commune_code: commune, delivery_type: type, ...values } },
      {
        onSuccess: () => onOpenChange(false),
        onError: fromApi,
      }
    )
  }

  return (
    <FormDrawer
      open={open}
      onOpenChange={onOpenChange}
      title={t(override ? "dzTransporters.overrides.editTitle" : "dzTransporters.overrides.addTitle")}
      submitting={save.isPending}
      error={general}
      onSubmit={submit}
      testId="override-form"
    >
      <Field id="override-commune" label={t("dzTransporters.fields.commune")} error={errors.commune_code}>
        {override ? (
          <Text size="small">{communeLabel(override.commune_code, override.commune)}</Text>
        ) : (
          <CommunePicker
            wilaya={wilaya}
            commune={commune}
            onWilaya={(w) => {
              setWilaya(w)
              setCommune(null)
            }}
            onCommune={(c) => {
              setCommune(c)
              setErrors((er) => ({ ...er, commune_code: undefined }))
            }}
          />
        )}
      </Field>
      <Field id="override-type" label={t("dzTransporters.fields.deliveryType")} error={errors.delivery_type}>
        {override ? (
          <Text size="small">{t(`dzTransporters.types.${override.delivery_type}`)}</Text>
        ) : (
          <DeliveryTypeSelect id="override-type" value={type} onChange={setType} testId="override-type" />
        )}
      </Field>
      <SwitchRow>
        {t("dzTransporters.fields.served")}
        <LtrSwitch checked={served} onCheckedChange={setServed} data-testid="override-served" />
      </SwitchRow>
      {served && (
        <Field id="override-price" label={t("dzTransporters.fields.price")} error={errors.price}>
          <Input
            id="override-price"
            dir="ltr"
            inputMode="numeric"
            value={price}
            onChange={(e) => {
              setPrice(e.target.value)
              setErrors((er) => ({ ...er, price: undefined }))
            }}
            data-testid="override-price"
          />
        </Field>
      )}
      {!served && (
        <Text size="small" className="text-ui-fg-subtle">
          {t("dzTransporters.overrides.notServedHint")}
        </Text>
      )}
    </FormDrawer>
  )
}

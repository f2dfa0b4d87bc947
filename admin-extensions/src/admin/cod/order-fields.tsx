import { Input } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { CommunePicker } from "../geo/commune-picker"
import { ApiError } from "../shared/api"
import { Field } from "../shared/field"
import type { LeadItem } from "./cod"
import { DeliveryChoice, type DeliveryValue } from "./delivery-choice"

/**
 * The buyer, address and delivery of an order staff place on the phone: a lead's order and a phone
 * order from scratch (decision 0074) fill the same fields and send the same body as the store's form.
 */
export type BuyerValues = {
  firstname: string
  lastname: string
  phone: string
  email: string
  address: string
  wilaya: number | null
  commune: number | null
} & DeliveryValue

export const NO_BUYER: BuyerValues = {
  firstname: "",
  lastname: "",
  phone: "",
  email: "",
  address: "",
  wilaya: null,
  commune: null,
  shipping_option_id: null,
  stop_desk_id: null,
}

type FieldError = { field: string; message: string }

/** The order body (`POST /admin/cod/phone-orders`, `/admin/cod/leads/:id/order`): never a price. */
export const orderBody = (v: BuyerValues, items: LeadItem[]) => ({
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
})

/** A refusal's field errors by form field (lines under `items`), or its message when it names none. */
export function orderErrors(error: Error): { fields: Record<string, string>; general?: string } {
  const list = error instanceof ApiError ? (error.errors as unknown as FieldError[]) : []
  const fields: Record<string, string> = {}
  for (const e of list) {
    const key = /^items\.\d+|^variant_id|^quantity/.test(e.field) ? "items" : e.field
    fields[key] ??= e.message
  }
  return { fields, general: list.length ? undefined : error.message }
}

/** The errors left once `patch` changed some fields (a new delivery clears the transporter's). */
export const errorsAfter = (errors: Record<string, string>, patch: object) =>
  Object.fromEntries(Object.entries(errors).filter(([k]) => !(k in patch) && !(k === "transporter" && "shipping_option_id" in patch)))

/** Names, phone, e-mail, address, wilaya → commune, then the delivery the store offers there with its price. */
export function BuyerFields({
  prefix,
  value,
  errors,
  onChange,
}: {
  /** Ids and test ids start with it (`lead-firstname`, `phone-firstname`). */
  prefix: string
  value: BuyerValues
  errors: Record<string, string>
  onChange: (patch: Partial<BuyerValues>) => void
}) {
  const { t } = useTranslation()
  const text = (key: "firstname" | "lastname" | "phone" | "email" | "address", type = "text", ltr = false) => (
    <Field id={`${prefix}-${key}`} label={t(`dzCod.leadOrder.${key}`)} error={errors[key]}>
      <Input
        id={`${prefix}-${key}`}
        type={type}
        // names and addresses may be typed in Latin letters on an Arabic screen: each keeps its own direction
        dir={ltr ? "ltr" : "auto"}
        value={value[key]}
        onChange={(e) => onChange({ [key]: e.target.value })}
        data-testid={`${prefix}-${key}`}
      />
    </Field>
  )
  return (
    <>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {text("firstname")}
        {text("lastname")}
      </div>
      {text("phone", "tel", true)}
      {text("email", "email", true)}
      {text("address")}
      <Field id={`${prefix}-commune`} label={t("dzCod.leadOrder.commune")} error={errors.commune ?? errors.wilaya}>
        <CommunePicker
          wilaya={value.wilaya}
          commune={value.commune}
          onWilaya={(wilaya) => onChange({ wilaya, commune: null, shipping_option_id: null, stop_desk_id: null })}
          onCommune={(commune) => onChange({ commune, shipping_option_id: null, stop_desk_id: null })}
        />
      </Field>
      <Field id={`${prefix}-delivery`} label={t("dzCod.leadOrder.delivery")} error={errors.shipping_option_id ?? errors.transporter ?? errors.stop_desk_id}>
        <DeliveryChoice commune={value.commune} value={value} onChange={(d) => onChange(d)} />
      </Field>
    </>
  )
}

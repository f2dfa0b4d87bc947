import type { PlanFieldError } from "@shop/contracts/pos"
import type { PosKey, Translate, Vars } from "./i18n"

/** A refused field, from the till's own checks or the server's answer (`PosSaleRefusal.errors`). */
export type FieldError = { field: string; code: string; vars?: Vars; message?: string }

export const fromServer = (errors: PlanFieldError[]): FieldError[] => errors.map((e) => ({ field: e.field, code: e.code, message: e.message }))

/** The part of the till's screen a field belongs to (the server names delivery fields as the online order form does). */
export type Section = "lines" | "customer" | "payment" | "delivery" | "other"
export function sectionOf(field: string): Section {
  if (field === "lines" || field.startsWith("lines.")) return "lines"
  if (field === "customer" || field.startsWith("customer.") || /^(first_name|last_name|phone|email)$/.test(field)) return "customer"
  if (field === "payment" || field.startsWith("payment.")) return "payment"
  if (field === "fulfilment" || field.startsWith("fulfilment.") || /^(address|wilaya|commune|shipping_option_id|stop_desk_id)$/.test(field)) return "delivery"
  return "other"
}

/** The errors of one field (and, with `nested`, of the fields under it). */
export const errorsOf = (errors: FieldError[], field: string, nested = false) =>
  errors.filter((e) => e.field === field || (nested && e.field.startsWith(`${field}.`)))

const FIELD_LABELS: Record<string, PosKey> = {
  lines: "field.lines",
  quantity: "field.quantity",
  discount_percent: "field.discount_percent",
  customer: "field.customer",
  id: "field.customer",
  first_name: "field.first_name",
  last_name: "field.last_name",
  phone: "field.phone",
  email: "field.email",
  cash_given: "field.cash_given",
  tendered: "field.cash_given",
  cash: "field.cash",
  card: "field.card",
  deposit: "field.deposit",
  installments: "field.installments",
  amount: "field.amount",
  due_date: "field.due_date",
  count: "field.count",
  first_due: "field.first_due",
  address: "field.address",
  wilaya: "field.wilaya",
  commune: "field.commune",
  shipping_option_id: "field.shipping_option_id",
  stop_desk_id: "field.stop_desk_id",
  password: "field.password",
}

/** The label of a field path: its last word that is not an index (`payment.installments.2.due_date` → the date). */
export function fieldLabel(field: string, t: Translate): string {
  const words = field.split(".").filter((w) => !/^\d+$/.test(w))
  const key = FIELD_LABELS[words[words.length - 1] ?? ""]
  return key ? t(key) : field
}

/**
 * The message of an error in the till's language, by code (the till's codes and the server's, decision
 * 0088): the same code can mean different things on different fields (`too_low` on the cash given,
 * `too_high` on a deposit). An unknown code shows the server's own message.
 */
export function errorText(e: FieldError, t: Translate): string {
  const field = fieldLabel(e.field, t)
  const on = (name: string) => e.field === name || e.field.endsWith(`.${name}`)
  const key = ((): PosKey | null => {
    switch (e.code) {
      case "required":
        if (e.field === "lines") return "error.cart_empty"
        if (e.field === "payment.installments") return "error.schedule_required"
        return "error.required"
      case "too_short":
        return "error.too_short"
      case "name":
        return "error.name"
      case "phone":
        return "error.phone"
      case "email":
        return "error.email"
      case "invalid":
        if (on("first_name") || on("last_name")) return "error.name"
        if (on("phone")) return "error.phone"
        if (on("email")) return "error.email"
        if (e.field === "payment.type") return "error.delivery_no_installments"
        if (on("discount_percent") && /delivery/.test(e.message ?? "")) return "error.delivery_priced_online"
        return "error.invalid"
      case "not_a_number":
        return "error.not_a_number"
      case "too_many_decimals":
        return "error.too_many_decimals"
      case "not_positive":
        return on("deposit") ? "error.deposit_range" : "error.not_positive"
      case "mixed_total_mismatch":
      case "mixed_sum":
        return "error.mixed_total_mismatch"
      case "cash_short":
        return "error.cash_short"
      case "too_low":
        return on("deposit") ? "error.deposit_range" : "error.cash_short"
      case "too_high":
      case "deposit_range":
        return "error.deposit_range"
      case "schedule_total":
      case "schedule_sum":
        return "error.schedule_total"
      case "too_few":
      case "too_many":
      case "schedule_count":
        return "error.schedule_count"
      case "due_order":
      case "date_order":
        return "error.due_order"
      case "due_past":
      case "date_in_past":
        return "error.due_past"
      case "invalid_date":
        return "error.invalid"
      case "discount_limit":
        return "error.discount_limit"
      case "below_minimum":
        return "error.below_minimum"
      case "not_for_sale":
        return "error.not_for_sale"
      case "customer_required":
        return "error.customer_required"
      case "delivery_offline":
      case "offline_delivery":
        return "error.delivery_offline"
      case "cart_empty":
        return "error.cart_empty"
      case "delivery_priced_online":
        return "error.delivery_priced_online"
      case "delivery_no_installments":
        return "error.delivery_no_installments"
      case "not_assigned":
        return "error.not_assigned"
      default:
        return null
    }
  })()
  if (!key) return e.message ?? t("error.invalid", { field })
  // the server's refusals of limits name their number in `vars` (`max`, `min`), as the till's own do
  const vars: Vars = { field, max: "", min: "", ...e.vars }
  return t(key, vars)
}

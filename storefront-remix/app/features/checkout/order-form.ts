// The cash-on-delivery order form (spec §3 "checkout form data", §5 validation). Its rules are the
// contract's, @shop/contracts/cod-order, which the backend validates with too: the browser (messages
// beside the fields as the buyer types), this storefront's action and the backend name the same bad
// fields. This file only adapts the contract to the form: its inputs are strings, its errors are the
// visitor's texts (fr/en/ar), and the delivery choice and the lines have one field each on screen.
import {
  addressRequired,
  CART_ID_PATTERN,
  COD_ORDER_REQUIRED,
  CodOrderLineSchema,
  MAX_LINES,
  MAX_QUANTITY,
  parseCodForm,
  PostStoreCodOrderSchema,
  type CodOrderLine,
  type FieldError,
  type PostStoreCodOrder,
} from "@shop/contracts/cod-order"

export { CART_ID_PATTERN, MAX_QUANTITY }
export type OrderLine = CodOrderLine

/** The fields a buyer fills, named as the backend's body names them. */
export const FORM_FIELDS = ["firstname", "lastname", "phone", "email", "address", "wilaya", "commune", "shipping_option_id"] as const
/** `quantity`: the product page's quantity, and where a problem with the lines (`items`) is shown. */
export type FormField = (typeof FORM_FIELDS)[number] | "quantity"
export const MANDATORY: readonly FormField[] = COD_ORDER_REQUIRED

export type FormValues = Partial<Record<(typeof FORM_FIELDS)[number], string>>

/** `required` is worded "<label> required" by the page; the others are the spec's form.validation.* texts. */
export type FieldProblem = "required" | "invalid"
export type FieldErrors = Partial<Record<FormField, FieldProblem>>

/** What the order post holds besides the typed fields: the stop-desk, the lead key and the lines. */
export type OrderExtras = { stop_desk_id?: string; cart_id?: string; items: unknown[] }

/** The backend's body from what the form holds (strings as typed; the contract normalises them). */
export function orderBody(values: FormValues, extras: OrderExtras): Record<string, unknown> {
  const body: Record<string, unknown> = { items: extras.items }
  for (const field of FORM_FIELDS) if (values[field] !== undefined) body[field] = values[field]
  if (extras.stop_desk_id) body.stop_desk_id = extras.stop_desk_id
  if (extras.cart_id) body.cart_id = extras.cart_id
  return body
}

/** The form field a contract error belongs to; null for one the buyer cannot fix (a header, an unknown key). */
export function formFieldOf(field: string): FormField | null {
  if (field === "stop_desk_id") return "shipping_option_id"
  if (field === "items" || field.startsWith("items.")) return "quantity"
  return (FORM_FIELDS as readonly string[]).includes(field) ? (field as FormField) : null
}

/** Contract errors as the form shows them, or null when one of them is not the buyer's to fix. */
export function formErrors(errors: { field: string; code: string }[]): FieldErrors | null {
  const fields: FieldErrors = {}
  for (const e of errors) {
    const field = formFieldOf(e.field)
    if (!field) return null
    fields[field] ??= e.code === "required" ? "required" : "invalid"
  }
  return fields
}

export type CheckedOrder = { ok: true; body: PostStoreCodOrder } | { ok: false; errors: FieldError[] }

/** The contract's check of a whole order: the normalised body to send, or every field error. */
export function checkOrder(values: FormValues, extras: OrderExtras): CheckedOrder {
  const parsed = parseCodForm(PostStoreCodOrderSchema, orderBody(values, extras))
  return parsed.ok ? { ok: true, body: parsed.data } : { ok: false, errors: parsed.errors }
}

/** A line that passes, for checking the typed fields while the lines are not in question. */
const ANY_LINE = [{ variant_id: "variant", quantity: 1 }]

/**
 * Every typed field's problem (the lines aside), as the buyer types. `stopDesk`: the desk chosen, if
 * any (a stop-desk pick-up needs no street address, decision 0055).
 */
export function formProblems(values: FormValues, stopDesk: string | null = null): FieldErrors {
  const checked = checkOrder(values, { items: ANY_LINE, ...(stopDesk && { stop_desk_id: stopDesk }) })
  return checked.ok ? {} : (formErrors(checked.errors.filter((e) => formFieldOf(e.field))) ?? {})
}

/** Values the contract accepts, to check one field alone. */
const VALID: FormValues = {
  firstname: "Valid",
  lastname: "Valid",
  phone: "0661234567",
  address: "-",
  wilaya: "1",
  commune: "1",
  shipping_option_id: "-",
}

/** One field's problem, or null. */
export const fieldProblem = (field: (typeof FORM_FIELDS)[number], raw: string | undefined): FieldProblem | null =>
  formProblems({ ...VALID, [field]: raw ?? "" })[field] ?? null

/** The mandatory fields still empty, in form order (the missing-info message names them); no street for a desk. */
export const missingFields = (values: FormValues, stopDesk: string | null = null): FormField[] =>
  MANDATORY.filter((f) => f !== "quantity" && !(f === "address" && !addressRequired({ stop_desk_id: stopDesk })) && !(values[f] ?? "").trim())

/** Whether a lead can be saved (spec §4 "draft cart"): both names and a valid phone. */
export const leadReady = (values: FormValues) =>
  !fieldProblem("firstname", values.firstname) && !fieldProblem("lastname", values.lastname) && !fieldProblem("phone", values.phone)

/** The lines a lead carries: well-formed ones only (a lead is a note for staff, never refused for its lines). */
export const leadLines = (raw: unknown): OrderLine[] => {
  const parsed = CodOrderLineSchema.array().max(MAX_LINES).safeParse(raw)
  return parsed.success ? parsed.data : []
}

export function newCartId(now = Date.now(), random = Math.random()): string {
  return `cart_${now}_${Math.floor(random * 1000)}`
}

const quantityOf = (v: unknown) => (typeof v === "string" && v.trim() ? Number(v) : v)

/**
 * The lines of a post: the product page's `variant_id` + `quantity` inputs (one line), or the cart's
 * `items` (JSON of `{variant_id, quantity}`). Only those two keys are kept: anything else (a price)
 * is dropped here and would be refused by the backend.
 */
export function postedLines(form: FormData): unknown[] {
  const variant = form.get("variant_id")
  if (typeof variant === "string" && variant) return [{ variant_id: variant, quantity: quantityOf(form.get("quantity") ?? undefined) }]
  const items = form.get("items")
  if (typeof items !== "string") return []
  try {
    const parsed = JSON.parse(items)
    return Array.isArray(parsed) ? parsed.map((l) => ({ variant_id: l?.variant_id, quantity: quantityOf(l?.quantity) })) : []
  } catch {
    return []
  }
}

/**
 * For the pages holding the form: the order post changes nothing they loaded (the thank-you comes
 * from the action's answer), so they are not reloaded after it.
 */
export const skipRevalidationAfterPost = ({ formMethod, defaultShouldRevalidate }: { formMethod?: string; defaultShouldRevalidate: boolean }) =>
  formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate

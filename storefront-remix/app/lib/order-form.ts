// The cash-on-delivery order form (spec §3 "checkout form data", §5 validation): one set of rules for
// the browser (messages beside the fields as the buyer types) and the Remix action (the post is checked
// again before the backend, which checks everything a third time and prices the order).
import { z } from "zod"

export const NAME_MIN = 3
export const NAME_MAX = 20
/** Letters of any script with their combining marks (accents, Arabic harakat) and spaces. */
const NAME_PATTERN = /^\p{L}\p{M}*(?:[\p{L} ]\p{M}*)*$/u
/** An Algerian mobile number once non-digits are stripped (spec §5, NOTES-algeria). */
const PHONE_PATTERN = /^0[5-7]\d{8}$/
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/
export const MAX_QUANTITY = 100

/** The fields a buyer fills; the keys are the spec's and the backend's. */
export const FORM_FIELDS = ["firstname", "lastname", "phone", "email", "address", "wilaya", "commune", "transporter"] as const
export type FormField = (typeof FORM_FIELDS)[number] | "quantity"
/** Mandatory for submit (spec §5), plus the address the courier needs (the backend requires it). */
export const MANDATORY: readonly FormField[] = ["firstname", "lastname", "phone", "address", "wilaya", "commune", "transporter"]

export type FormValues = Partial<Record<(typeof FORM_FIELDS)[number], string>>

export const normalizeName = (raw: string) => raw.normalize("NFC").trim().replace(/\s+/g, " ")

/** "0661 23 45 67", "+213 661 23 45 67", "00213661234567" -> "0661234567"; non-digits stripped. */
export function normalizePhone(raw: string): string {
  let digits = raw.replace(/\D/g, "")
  if (digits.startsWith("00213")) digits = `0${digits.slice(5)}`
  else if (digits.startsWith("213") && digits.length === 12) digits = `0${digits.slice(3)}`
  return digits
}

/** Characters outside letters, digits and @ . _ % + - are dropped (spec §5). */
export const normalizeEmail = (raw: string) => raw.replace(/[^A-Za-z0-9@._%+-]/g, "")

const validName = (raw: string) => {
  const name = normalizeName(raw)
  const length = [...name].length
  return length >= NAME_MIN && length <= NAME_MAX && NAME_PATTERN.test(name)
}

/**
 * The message key of one field's problem, or null. `required` is worded "<label> required" by the
 * page; the others are the spec's form.validation.* texts.
 */
export type FieldProblem = "required" | "invalid"

export function fieldProblem(field: FormField, raw: string | undefined): FieldProblem | null {
  const value = (raw ?? "").trim()
  if (!value) return MANDATORY.includes(field) ? "required" : null
  switch (field) {
    case "firstname":
    case "lastname":
      return validName(value) ? null : "invalid"
    case "phone":
      return PHONE_PATTERN.test(normalizePhone(value)) ? null : "invalid"
    case "email":
      return EMAIL_PATTERN.test(normalizeEmail(value)) ? null : "invalid"
    case "quantity":
      return /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_QUANTITY ? null : "invalid"
    default:
      return null
  }
}

export type FieldErrors = Partial<Record<FormField, FieldProblem>>

export function formProblems(values: FormValues): FieldErrors {
  const errors: FieldErrors = {}
  for (const field of FORM_FIELDS) {
    const problem = fieldProblem(field, values[field])
    if (problem) errors[field] = problem
  }
  return errors
}

/** The mandatory fields still empty, in form order (the missing-info message names them). */
export const missingFields = (values: FormValues): FormField[] =>
  MANDATORY.filter((f) => f !== "quantity" && !(values[f] ?? "").trim())

/** Whether a lead can be saved (spec §4 "draft cart"): both names and a valid phone. */
export const leadReady = (values: FormValues) =>
  !fieldProblem("firstname", values.firstname) && !fieldProblem("lastname", values.lastname) && !fieldProblem("phone", values.phone)

/** One line of the order, as the form posts it: a variant and a quantity, never a price. */
export const OrderLineSchema = z.object({
  variant_id: z.string().trim().min(1).max(100),
  quantity: z.coerce.number().int().min(1).max(MAX_QUANTITY),
})
export type OrderLine = z.infer<typeof OrderLineSchema>

/** The browser's lead key: `cart_` + timestamp + `_` + a number below 1000 (spec §3). */
export const CART_ID_PATTERN = /^cart_\d{1,16}_\d{1,6}$/

export function newCartId(now = Date.now(), random = Math.random()): string {
  return `cart_${now}_${Math.floor(random * 1000)}`
}

/** What the action reads from a post beyond the fields: the delivery choice, lines and keys. */
export const OrderPostSchema = z.object({
  csrf: z.string().min(1),
  idempotency_key: z.string().regex(/^[\x21-\x7e]{8,100}$/),
  shipping_option_id: z.string().trim().max(100).default(""),
  stop_desk_id: z.string().trim().max(100).default(""),
  cart_id: z.string().regex(CART_ID_PATTERN).optional().or(z.literal("")).default(""),
  lines: z.array(OrderLineSchema).min(1).max(50),
})

/**
 * The lines of a post: the product page's `variant_id` + `quantity`, or the cart's `items` (JSON of
 * `{variant_id, quantity}`). Anything else (a price included) is dropped here and refused by the backend.
 */
export function postedLines(form: FormData): unknown[] {
  const variant = form.get("variant_id")
  if (typeof variant === "string" && variant) return [{ variant_id: variant, quantity: form.get("quantity") ?? "" }]
  const items = form.get("items")
  if (typeof items !== "string") return []
  try {
    const parsed = JSON.parse(items)
    return Array.isArray(parsed) ? parsed.map((l) => ({ variant_id: l?.variant_id, quantity: l?.quantity })) : []
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

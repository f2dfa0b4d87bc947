import { normalizeEmail } from "@shop/shared/contact"
import { normalizePhone } from "@shop/shared/phone"

/**
 * Server-side rules of the review form (storefront spec §5 "Review submit"). The storefront mirrors
 * them for quick feedback; this file is the one that counts. Every bad field is reported at once so
 * the form can show each message beside its field.
 */
export type FieldError = { field: string; code: string; message: string }

export type ReviewForm = {
  name: string
  email: string
  phone: string
  purchase_date: string
  rating: number
  text: string
  locale: string | null
}

export const NAME_MAX = 60
export const TEXT_MAX = 2000
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const LOCALES = ["fr", "en", "ar"]

/** Today in Algeria (UTC+1, no daylight saving): a buyer writing late in the evening is not "in the future". */
export const algiersToday = (now = new Date()) => new Date(now.getTime() + 60 * 60 * 1000).toISOString().slice(0, 10)

/** Form posts send booleans as "true"/"on"/"1"; JSON sends real booleans. */
const truthy = (v: unknown) => v === true || v === "true" || v === "on" || v === "1" || v === 1

/** A text field's value: text only (a number, a list or an object where text is expected is refused as missing or invalid). */
const text = (v: unknown) => (typeof v === "string" ? v.normalize("NFC").trim() : "")

export function parseReviewForm(body: Record<string, unknown>, now = new Date()): { ok: true; data: ReviewForm } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = []
  const bad = (field: string, code: string, message: string) => errors.push({ field, code, message })

  const name = text(body.name).replace(/\s+/g, " ")
  if (!name) bad("name", "required", "name is required")
  else if ([...name].length > NAME_MAX) bad("name", "too_long", `name must be at most ${NAME_MAX} characters`)

  const rawEmail = text(body.email)
  const email = normalizeEmail(rawEmail)
  if (!rawEmail) bad("email", "required", "email is required")
  else if (!email) bad("email", "invalid", "email is not a valid address")

  const rawPhone = text(body.phone)
  const phone = normalizePhone(rawPhone)
  if (!rawPhone) bad("phone", "required", "phone is required")
  else if (!phone) bad("phone", "invalid", "phone must be an Algerian mobile number such as 0661234567")

  const purchase = text(body.purchase_date)
  const m = DATE.exec(purchase)
  const valid = m && new Date(`${purchase}T00:00:00Z`).toISOString().slice(0, 10) === purchase
  if (!purchase) bad("purchase_date", "required", "purchase_date is required")
  else if (!valid) bad("purchase_date", "invalid", "purchase_date must be a date written YYYY-MM-DD")
  else if (purchase > algiersToday(now)) bad("purchase_date", "future", "purchase_date cannot be in the future")
  else if (purchase < "2000-01-01") bad("purchase_date", "invalid", "purchase_date is too old")

  // Absent means the form's default of 5 stars; anything given must be a whole number 1..5.
  // only a number or its text: Number() of an object runs its own toString/valueOf (a JSON body can carry one that throws)
  const given = body.rating
  const rawRating = given === undefined || given === null || given === "" ? 5 : typeof given === "number" || typeof given === "string" ? Number(given) : NaN
  if (!Number.isInteger(rawRating) || rawRating < 1 || rawRating > 5) bad("rating", "invalid", "rating must be a whole number from 1 to 5")

  const body_text = text(body.text)
  if (!body_text) bad("text", "required", "text is required")
  else if ([...body_text].length > TEXT_MAX) bad("text", "too_long", `text must be at most ${TEXT_MAX} characters`)

  if (!truthy(body.bought_here)) bad("bought_here", "required", "bought_here must be true: only buyers of this shop may review")
  if (!truthy(body.accepted_policy)) bad("accepted_policy", "required", "accepted_policy must be true")

  const locale = typeof body.locale === "string" && LOCALES.includes(body.locale) ? body.locale : null
  if (errors.length) return { ok: false, errors }
  return { ok: true, data: { name, email: email as string, phone: phone as string, purchase_date: purchase, rating: rawRating, text: body_text, locale } }
}

/** The `{type, message, field, errors}` body of a 400: `field` is the first bad one, `errors` all of them. */
export const invalidDataBody = (errors: FieldError[]) => ({
  type: "invalid_data",
  field: errors[0].field,
  message: errors.map((e) => e.message).join("; "),
  errors,
})

/** "Amina Benali" → "Amina B.": shoppers see who wrote, not their full name. */
export function shortName(name: string): string {
  const parts = name.trim().split(/\s+/)
  if (parts.length < 2) return parts[0] ?? ""
  return `${parts[0]} ${[...parts[parts.length - 1]][0]}.`
}

/**
 * Cash-on-delivery order form (cod-checkout plugin): the body of `POST /store/cod-orders` and of
 * `POST /store/cod-leads`, their field errors and their answers. The storefront's form and action and
 * the backend's routes validate with these same schemas, so both name the same bad fields.
 */
import { normalizeEmail, normalizeName } from "@shop/shared/contact"
import { normalizePhone } from "@shop/shared/phone"
import { z } from "zod"
import type { AttributionSchema } from "./attribution"

export const MAX_QUANTITY = 100
export const MAX_LINES = 50
export const WILAYA_MAX = 69
export const COMMUNE_MAX = 99_999
export const ADDRESS_MAX = 200

/** The fields of the order body, in form order. Field errors are keyed by these names. */
export const COD_ORDER_FIELDS = [
  "firstname",
  "lastname",
  "phone",
  "email",
  "address",
  "wilaya",
  "commune",
  "shipping_option_id",
  "stop_desk_id",
  "cart_id",
  "items",
  "attribution",
] as const
export type CodOrderField = (typeof COD_ORDER_FIELDS)[number]
/**
 * Mandatory for submit (storefront spec §5, plus the street address a home delivery needs). The
 * address is required only when no stop-desk is chosen (decision 0055): `addressRequired`.
 */
export const COD_ORDER_REQUIRED = ["firstname", "lastname", "phone", "address", "wilaya", "commune", "shipping_option_id"] as const

/** A stop-desk pick-up needs no street address: the buyer collects the parcel at the desk. */
export const addressRequired = (body: { stop_desk_id?: unknown }) => blank(body.stop_desk_id)

/**
 * One bad field: `field` is a body field (`phone`), a line's field (`items.0.quantity`) or a key the
 * body must not hold (`unit_price`, code `unknown_field`). The storefront turns `{field, code}` into
 * its own fr/en/ar text; `message` is English for API clients.
 */
export type FieldError = { field: string; code: FieldErrorCode; message: string }
export type FieldErrorCode =
  | "required"
  | "invalid"
  | "unknown_field"
  | "invalid_name"
  | "invalid_phone"
  | "invalid_email"
  | "too_big"
  // found by the backend only (they need the database)
  | "unknown_commune"
  | "not_in_wilaya"
  | "not_deliverable"
  | "unknown_variant"
  // a product taken off sale (not published) or a variant without a price in the shop's currency
  | "not_for_sale"
  | "unknown_option"
  | "not_accepted"

/** The browser's lead key, `cart_<timestamp>_<random>` (spec §3). */
export const CART_ID_PATTERN = /^cart_\d{1,16}_\d{1,6}$/

// ---- field rules -------------------------------------------------------------------------------

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && !v.trim())
const issue = (ctx: z.RefinementCtx, code: FieldErrorCode, message: string) => {
  ctx.addIssue({ code: z.ZodIssueCode.custom, message, params: { code } })
  return z.NEVER
}

/** A mandatory text: blank is `required`, longer than `max` is `invalid`. */
const requiredText = (field: string, max: number) =>
  z.unknown().transform((v, ctx) => {
    if (blank(v)) return issue(ctx, "required", `${field} is required`)
    if (typeof v !== "string") return issue(ctx, "invalid", `${field} must be a string`)
    const s = v.trim()
    return s.length <= max ? s : issue(ctx, "invalid", `${field} must be at most ${max} characters`)
  })

/** An optional text: blank is absent. */
const optionalText = (field: string, max: number, pattern?: RegExp, shape?: string) =>
  z.unknown().transform((v, ctx): string | undefined => {
    if (blank(v)) return undefined
    if (typeof v !== "string") return issue(ctx, "invalid", `${field} must be a string`)
    const s = v.trim()
    if (s.length > max) return issue(ctx, "invalid", `${field} must be at most ${max} characters`)
    return !pattern || pattern.test(s) ? s : issue(ctx, "invalid", `${field} must look like ${shape}`)
  })

/** A wilaya or commune code: a whole number (or its digits, as a form posts it) from 1 to `max`. */
const toCode = (v: unknown, max: number) => {
  const n = typeof v === "number" ? v : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN
  return Number.isInteger(n) && n >= 1 && n <= max ? n : null
}
const requiredCode = (field: string, max: number) =>
  z.unknown().transform((v, ctx): number => {
    if (blank(v)) return issue(ctx, "required", `${field} is required`)
    return toCode(v, max) ?? issue(ctx, "invalid", `${field} must be a code from 1 to ${max}`)
  })
const optionalCode = (field: string, max: number) =>
  z.unknown().transform((v, ctx): number | undefined => {
    if (blank(v)) return undefined
    return toCode(v, max) ?? issue(ctx, "invalid", `${field} must be a code from 1 to ${max}`)
  })

const name = (field: string) =>
  z.unknown().transform((v, ctx) => {
    if (blank(v)) return issue(ctx, "required", `${field} is required`)
    return normalizeName(v) ?? issue(ctx, "invalid_name", `${field} must be 2 to 40 letters, spaces, hyphens or apostrophes`)
  })

const phone = z.unknown().transform((v, ctx) => {
  if (blank(v)) return issue(ctx, "required", "phone is required")
  return normalizePhone(v) ?? issue(ctx, "invalid_phone", "phone must be an Algerian mobile number: 10 digits starting with 05, 06 or 07")
})

const email = z.unknown().transform((v, ctx): string | undefined => {
  const e = normalizeEmail(v)
  return e === null ? issue(ctx, "invalid_email", "email is not a valid address") : e
})

/** One order line: a variant and a quantity, never a price (unknown keys are refused). */
export const CodOrderLineSchema = z
  .object({
    variant_id: requiredText("variant_id", 100),
    quantity: z
      .number({ required_error: "quantity is required", invalid_type_error: "quantity must be a number" })
      .int("quantity must be a whole number")
      .min(1, "quantity must be at least 1")
      .max(MAX_QUANTITY, `quantity must be at most ${MAX_QUANTITY}`),
  })
  .strict()
export type CodOrderLine = z.output<typeof CodOrderLineSchema>

const person = { firstname: name("firstname"), lastname: name("lastname"), phone, email }

/** The same variant twice is one line; its quantity must still respect the cap. */
function mergeLines(lines: CodOrderLine[], ctx: z.RefinementCtx): CodOrderLine[] {
  const merged = new Map<string, number>()
  for (const l of lines) merged.set(l.variant_id, (merged.get(l.variant_id) ?? 0) + l.quantity)
  if ([...merged.values()].some((q) => q > MAX_QUANTITY)) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["items"], message: `quantity must be at most ${MAX_QUANTITY} per product`, params: { code: "too_big" } })
  }
  return [...merged].map(([variant_id, quantity]) => ({ variant_id, quantity }))
}

/**
 * `POST /store/cod-orders` (and staff's `POST /admin/cod/leads/:id/order`): the buyer, the address,
 * the delivery chosen (`shipping_option_id`, and `stop_desk_id` for a stop-desk) and the lines
 * (`items`, also for a one-product "Buy now"). Never a price: unknown keys are refused, so a client
 * cannot even try. The parsed value is normalised (names trimmed, phone `0XXXXXXXXX`, e-mail
 * lowercased, codes as numbers, lines merged by variant) and is itself a valid body.
 */
export const codOrderSchema = <A extends z.ZodTypeAny>(attribution: A) =>
  z.preprocess(
    (body, ctx) => {
      // The street address is mandatory for a home delivery only; checked here, before the fields, so
      // that one parse still names every bad field (an object's own refinement would not run then).
      if (body && typeof body === "object" && !Array.isArray(body)) {
        const b = body as Record<string, unknown>
        if (addressRequired(b) && blank(b.address))
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["address"], message: "address is required", params: { code: "required" } })
      }
      return body
    },
    z
      .object({
        ...person,
        address: optionalText("address", ADDRESS_MAX),
        wilaya: requiredCode("wilaya", WILAYA_MAX),
        commune: requiredCode("commune", COMMUNE_MAX),
        shipping_option_id: requiredText("shipping_option_id", 100),
        stop_desk_id: optionalText("stop_desk_id", 100),
        cart_id: optionalText("cart_id", 40, CART_ID_PATTERN, "cart_<timestamp>_<number>"),
        items: z
          .array(CodOrderLineSchema, { required_error: "items is required", invalid_type_error: "items must be a list of lines" })
          .min(1, "items must hold at least one line")
          .max(MAX_LINES, `items must hold at most ${MAX_LINES} lines`),
        // Where the buyer came from (decision 0073): optional, known keys only, never trusted for anything else.
        attribution: attribution.optional(),
      })
      .strict()
      .transform((d, ctx) => ({ ...d, items: mergeLines(d.items, ctx) }))
  )
/**
 * The form as the buyer's browser checks it: no `attribution` (the storefront's server adds it, and the
 * backend checks it with `codOrderSchema(AttributionSchema)`), so the attribution rules stay out of the
 * product page's bundle (decision 0059's budget).
 */
export const PostStoreCodOrderSchema = codOrderSchema(z.undefined())
/** What the backend receives: the form and, from the storefront's server, the attribution. */
export type PostStoreCodOrder = z.output<ReturnType<typeof codOrderSchema<typeof AttributionSchema>>>

/** `POST /store/cod-leads` (spec §4 "draft cart"): what the buyer typed so far, kept so staff can call back. */
export const PostStoreCodLeadSchema = z
  .object({
    ...person,
    cart_id: requiredText("cart_id", 40).pipe(z.string().regex(CART_ID_PATTERN, "cart_id must look like cart_<timestamp>_<number>")),
    address: optionalText("address", ADDRESS_MAX),
    wilaya: optionalCode("wilaya", WILAYA_MAX),
    commune: optionalCode("commune", COMMUNE_MAX),
    items: z.array(CodOrderLineSchema).max(MAX_LINES).default([]),
  })
  .strict()
export type PostStoreCodLead = z.output<typeof PostStoreCodLeadSchema>

// ---- errors ------------------------------------------------------------------------------------

const valueAt = (body: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<PropertyKey, unknown>)[k] : undefined), body)

/** Every field error of a failed parse, one per field, keyed by the body's own names. */
export function codFormErrors(error: z.ZodError, body: unknown): FieldError[] {
  const errors = error.issues.flatMap((i): FieldError[] => {
    if (i.code === z.ZodIssueCode.unrecognized_keys) {
      const prefix = i.path.length ? `${i.path.join(".")}.` : ""
      return i.keys.map((key) => ({
        field: `${prefix}${key}`,
        code: "unknown_field",
        message: `${key} is not accepted${/price|amount|total/i.test(key) ? ": prices are set by the shop" : ""}`,
      }))
    }
    const field = i.path.join(".") || "body"
    if (i.code === z.ZodIssueCode.custom) return [{ field, code: (i.params?.code as FieldErrorCode) ?? "invalid", message: i.message }]
    const missing = i.code === z.ZodIssueCode.invalid_type && valueAt(body, i.path) === undefined
    return [{ field, code: missing ? "required" : "invalid", message: missing ? `${field} is required` : i.message }]
  })
  return errors.filter((e, i) => errors.findIndex((o) => o.field === e.field) === i)
}

export type ParsedForm<T> = { ok: true; data: T } | { ok: false; errors: FieldError[] }

/** Parses with one of the schemas above: the normalised body, or every field error at once. */
export function parseCodForm<S extends z.ZodTypeAny>(schema: S, body: unknown): ParsedForm<z.output<S>> {
  const result = schema.safeParse(body ?? {})
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: codFormErrors(result.error, body) }
}

// ---- answers -----------------------------------------------------------------------------------

/**
 * The order as the thank-you page shows it: priced by the shop, what was ordered and where it goes
 * (decision 0058) — never the buyer's name, phone or e-mail. Texts in the asked locale, French fallback.
 */
export type StoreCodOrder = {
  id: string
  display_id: number | null
  created_at: string
  currency_code: string
  item_total: number
  shipping_total: number
  total: number
  /** `variant_id` is null once the variant the line was bought from has been deleted (Medusa keeps the line). */
  items: StoreCodOrderLine[]
  delivery: StoreCodOrderDelivery | null
}

/** A line: the product's title and the chosen combination's options (size, colour…), in order. */
export type StoreCodOrderLine = {
  title: string
  variant_id: string | null
  quantity: number
  unit_price: number
  options?: { name: string; value: string }[]
}

/** Where the parcel goes: home (street, commune, wilaya) or a courier's stop-desk (its name, address and hours). */
export type StoreCodOrderDelivery = {
  type: "home" | "stop_desk" | string | null
  transporter: string | null
  address: string | null
  commune: string | null
  wilaya: string | null
  wilaya_code: number | null
  stop_desk: { name: string; address: string; opening_hours: string | null } | null
}

/** 201 (200 when an Idempotency-Key is replayed). */
export type PostStoreCodOrderResponse = { order: StoreCodOrder; thank_you_url: string }
/** `GET /store/cod-orders/:id`. */
export type GetStoreCodOrderResponse = { order: StoreCodOrder }

/** 400: every bad field (also a missing `Idempotency-Key` header, as field `Idempotency-Key`). */
export type InvalidDataAnswer = { type: "invalid_data"; message: string; errors: FieldError[] }
/** 403: the phone is on the blocklist. */
export type BlockedAnswer = { type: "not_allowed"; message: string }
/** 409: a line the stock cannot cover. */
export type OutOfStockAnswer = { type: "not_allowed"; code: "insufficient_inventory"; message: string; variant_id: string }
/** 409: the same Idempotency-Key is still running, or its first attempt failed. */
export type IdempotencyConflictAnswer = { type: "conflict"; code: "in_progress" | "previous_attempt_failed"; message: string }
/** 422: the Idempotency-Key was used for another body. */
export type IdempotencyReusedAnswer = { type: "invalid_data"; code: "idempotency_key_reused"; message: string }
/** 429 (with `Retry-After`): an order was just placed from this phone or address, or the phone's daily cap. */
export type TooManyOrdersAnswer = { type: "too_many_requests"; code: "cooldown" | "daily_cap"; message: string; wait_seconds: number }

export type PostStoreCodOrderAnswer =
  PostStoreCodOrderResponse | InvalidDataAnswer | BlockedAnswer | OutOfStockAnswer | IdempotencyConflictAnswer | IdempotencyReusedAnswer | TooManyOrdersAnswer

/** The 400 body of the order routes: the first message, and every field. */
export const invalidDataAnswer = (errors: FieldError[]): InvalidDataAnswer => ({
  type: "invalid_data",
  message: `Invalid ${errors.map((e) => e.field).join(", ")}: ${errors[0]?.message ?? "invalid request"}`,
  errors,
})

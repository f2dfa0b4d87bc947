import { z } from "@medusajs/framework/zod"
import { normalizeEmail, normalizeName, normalizePhone } from "./normalize"

export const MAX_QUANTITY = 100
export const MAX_LINES = 50

/** One bad field of a form: what the storefront shows beside it. */
export type FieldError = { field: string; code: string; message: string }

const Quantity = z.number().int("quantity must be a whole number").min(1, "quantity must be at least 1").max(MAX_QUANTITY, `quantity must be at most ${MAX_QUANTITY}`)
const VariantId = z.string().trim().min(1, "variant_id is required").max(100)
const Item = z.object({ variant_id: VariantId, quantity: Quantity }).strict()
const Code = (max: number, field: string) =>
  z.coerce.number({ error: `${field} must be a number` }).int(`${field} must be a whole number`).min(1).max(max)
/** The browser's lead key, `cart_<timestamp>_<random>` (spec §3). */
export const LeadCartId = z.string().trim().regex(/^cart_\d{1,16}_\d{1,6}$/, "cart_id must look like cart_<timestamp>_<number>")

const personFields = {
  firstname: z.string(),
  lastname: z.string(),
  phone: z.union([z.string(), z.number()]),
  email: z.string().nullable().optional(),
}

/**
 * The order form of the product page (`variant_id` + `quantity`, "Buy now") or of the cart
 * (`items`). Never a price: unknown keys are refused, so a client cannot even try.
 */
export const PostStoreCodOrderSchema = z
  .object({
    ...personFields,
    variant_id: VariantId.optional(),
    quantity: Quantity.optional(),
    items: z.array(Item).min(1, "items must hold at least one line").max(MAX_LINES).optional(),
    address: z.string().trim().min(1, "address is required").max(200),
    wilaya: Code(69, "wilaya"),
    commune: Code(99_999, "commune"),
    shipping_option_id: z.string().trim().min(1, "shipping_option_id is required").max(100),
    stop_desk_id: z.string().trim().min(1).max(100).nullable().optional(),
    cart_id: LeadCartId.nullable().optional(),
  })
  .strict()

/** A lead (spec §4 "draft cart"): what the buyer typed so far, kept so staff can call back. */
export const PostStoreCodLeadSchema = z
  .object({
    ...personFields,
    cart_id: LeadCartId,
    address: z.string().trim().max(200).nullable().optional(),
    wilaya: Code(69, "wilaya").nullable().optional(),
    commune: Code(99_999, "commune").nullable().optional(),
    items: z.array(Item).max(MAX_LINES).default([]),
  })
  .strict()

export type CodOrderForm = {
  first_name: string
  last_name: string
  phone: string
  email?: string
  address: string
  wilaya: number
  commune: number
  shipping_option_id: string
  stop_desk_id?: string
  cart_id?: string
  items: { variant_id: string; quantity: number }[]
}

export type CodLeadForm = {
  cart_id: string
  first_name: string
  last_name: string
  phone: string
  email?: string
  address?: string
  wilaya?: number
  commune?: number
  items: { variant_id: string; quantity: number }[]
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; errors: FieldError[] }

const valueAt = (body: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<PropertyKey, unknown>)[k] : undefined), body)

function zodErrors(error: z.ZodError, body: unknown): FieldError[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys") {
      const prefix = issue.path.length ? `${issue.path.join(".")}.` : ""
      return issue.keys.map((key) => ({
        field: `${prefix}${key}`,
        code: "unknown_field",
        message: `${key} is not accepted${/price|amount|total/i.test(key) ? ": prices are set by the shop" : ""}`,
      }))
    }
    const field = issue.path.join(".") || "body"
    const missing = issue.code === "invalid_type" && valueAt(body, issue.path) === undefined
    return [{ field, code: missing ? "required" : "invalid", message: missing ? `${field} is required` : issue.message }]
  })
}

/** Names, phone and email: the same rules for orders and leads. */
function personErrors(body: { firstname?: unknown; lastname?: unknown; phone?: unknown; email?: unknown }, errors: FieldError[]) {
  const first_name = normalizeName(body.firstname)
  const last_name = normalizeName(body.lastname)
  const phone = normalizePhone(body.phone)
  const email = normalizeEmail(body.email)
  const nameMessage = (field: string) => `${field} must be 3 to 20 letters or spaces`
  if (!first_name) errors.push({ field: "firstname", code: "invalid_name", message: nameMessage("firstname") })
  if (!last_name) errors.push({ field: "lastname", code: "invalid_name", message: nameMessage("lastname") })
  if (!phone) errors.push({ field: "phone", code: "invalid_phone", message: "phone must be an Algerian mobile number: 10 digits starting with 05, 06 or 07" })
  if (email === null) errors.push({ field: "email", code: "invalid_email", message: "email is not a valid address" })
  return { first_name, last_name, phone, email: email ?? undefined }
}

/** Every field error at once (structure and content), or the normalized order. */
export function parseOrderForm(body: unknown): Parsed<CodOrderForm> {
  const result = PostStoreCodOrderSchema.safeParse(body ?? {})
  const errors = result.success ? [] : zodErrors(result.error, body)
  const raw = (body && typeof body === "object" ? body : {}) as Record<string, unknown>
  const person = personErrors(raw, errors)
  if (result.success) {
    const d = result.data
    const single = d.variant_id !== undefined || d.quantity !== undefined
    if (single && d.items) {
      errors.push({ field: "items", code: "invalid", message: "send either variant_id and quantity or items, not both" })
    } else if (!single && !d.items) {
      errors.push({ field: "items", code: "required", message: "items (or variant_id and quantity) are required" })
    } else if (single && (d.variant_id === undefined || d.quantity === undefined)) {
      const missing = d.variant_id === undefined ? "variant_id" : "quantity"
      errors.push({ field: missing, code: "required", message: `${missing} is required` })
    }
  }
  // Names and phone errors de-duplicated against zod's own (type errors on the same field).
  const unique = errors.filter((e, i) => errors.findIndex((o) => o.field === e.field) === i)
  if (!result.success || unique.length) return { ok: false, errors: unique }
  const d = result.data
  const lines = d.items ?? [{ variant_id: d.variant_id!, quantity: d.quantity! }]
  // The same variant twice is one line: its quantity must still respect the cap.
  const merged = new Map<string, number>()
  for (const l of lines) merged.set(l.variant_id, (merged.get(l.variant_id) ?? 0) + l.quantity)
  const items = [...merged].map(([variant_id, quantity]) => ({ variant_id, quantity }))
  const tooMany = items.find((i) => i.quantity > MAX_QUANTITY)
  if (tooMany) {
    return { ok: false, errors: [{ field: "quantity", code: "too_big", message: `quantity must be at most ${MAX_QUANTITY} per product` }] }
  }
  return {
    ok: true,
    data: {
      first_name: person.first_name!,
      last_name: person.last_name!,
      phone: person.phone!,
      email: person.email,
      address: d.address,
      wilaya: d.wilaya,
      commune: d.commune,
      shipping_option_id: d.shipping_option_id,
      stop_desk_id: d.stop_desk_id ?? undefined,
      cart_id: d.cart_id ?? undefined,
      items,
    },
  }
}

export function parseLeadForm(body: unknown): Parsed<CodLeadForm> {
  const result = PostStoreCodLeadSchema.safeParse(body ?? {})
  const errors = result.success ? [] : zodErrors(result.error, body)
  const raw = (body && typeof body === "object" ? body : {}) as Record<string, unknown>
  const person = personErrors(raw, errors)
  const unique = errors.filter((e, i) => errors.findIndex((o) => o.field === e.field) === i)
  if (!result.success || unique.length) return { ok: false, errors: unique }
  const d = result.data
  return {
    ok: true,
    data: {
      cart_id: d.cart_id,
      first_name: person.first_name!,
      last_name: person.last_name!,
      phone: person.phone!,
      email: person.email,
      address: d.address?.trim() || undefined,
      wilaya: d.wilaya ?? undefined,
      commune: d.commune ?? undefined,
      items: d.items,
    },
  }
}

/** The 400 body of the order routes: the first message, and every field. */
export const invalidDataBody = (errors: FieldError[]) => ({
  type: "invalid_data",
  message: `Invalid ${errors.map((e) => e.field).join(", ")}: ${errors[0]?.message ?? "invalid request"}`,
  errors,
})

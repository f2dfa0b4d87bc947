// The order and lead forms as the routes and workflows take them. The rules (fields, normalisation,
// field errors) are the contract's, `@shop/contracts/cod-order`, which the storefront also validates
// with; this file only renames the buyer's fields to the names the cart and the confirmation use.
import {
  CART_ID_PATTERN,
  invalidDataAnswer,
  MAX_LINES,
  MAX_QUANTITY,
  parseCodForm,
  codOrderSchema,
  PostStoreCodLeadSchema,
  type CodOrderLine,
  type FieldError,
} from "@shop/contracts/cod-order"
import { AttributionSchema, type Attribution } from "@shop/contracts/attribution"

/** The order as the backend takes it: the form and, from the storefront's server, its attribution (decision 0073). */
const PostStoreCodOrderSchema = codOrderSchema(AttributionSchema)

export { CART_ID_PATTERN, MAX_LINES, MAX_QUANTITY, PostStoreCodLeadSchema, PostStoreCodOrderSchema, type FieldError }

export type CodOrderForm = {
  first_name: string
  last_name: string
  phone: string
  email?: string
  /** Absent for a stop-desk pick-up (decision 0055). */
  address?: string
  wilaya: number
  commune: number
  shipping_option_id: string
  stop_desk_id?: string
  cart_id?: string
  items: CodOrderLine[]
  /** Where the buyer came from, as the storefront kept it (decision 0073). */
  attribution?: Attribution
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
  items: CodOrderLine[]
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; errors: FieldError[] }

/** Every field error at once, or the normalised order. */
export function parseOrderForm(body: unknown): Parsed<CodOrderForm> {
  const parsed = parseCodForm(PostStoreCodOrderSchema, body)
  if (!parsed.ok) return parsed
  const { firstname, lastname, ...rest } = parsed.data
  return { ok: true, data: { first_name: firstname, last_name: lastname, ...rest } }
}

export function parseLeadForm(body: unknown): Parsed<CodLeadForm> {
  const parsed = parseCodForm(PostStoreCodLeadSchema, body)
  if (!parsed.ok) return parsed
  const { firstname, lastname, ...rest } = parsed.data
  return { ok: true, data: { first_name: firstname, last_name: lastname, ...rest } }
}

/** The 400 body of the order routes: the first message, and every field. */
export const invalidDataBody = (errors: FieldError[]) => invalidDataAnswer(errors)

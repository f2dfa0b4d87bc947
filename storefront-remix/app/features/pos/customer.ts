import type { CustomerType, PosCustomer, PosNewCustomer } from "@shop/contracts/pos"
import { normalizePhone } from "@shop/shared/phone"
import type { FieldError } from "./field-errors"

/** Who buys: nobody named, a customer found online, or a new customer typed in (offline too). */
export type CustomerDraft =
  | { mode: "none" }
  | { mode: "existing"; customer: PosCustomer }
  | { mode: "new"; first_name: string; last_name: string; phone: string; email: string; type: CustomerType }

export const newCustomer = (): CustomerDraft => ({ mode: "new", first_name: "", last_name: "", phone: "", email: "", type: "retail" })

/** The spec's names: 3 to 20 letters (words joined by a space, hyphen or apostrophe). */
const NAME = /^[\p{L}][\p{L}' -]{1,18}[\p{L}]$/u
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const customerType = (c: CustomerDraft): CustomerType => (c.mode === "existing" ? c.customer.type : c.mode === "new" ? c.type : "retail")

export const customerName = (c: { first_name: string | null; last_name: string | null }) => [c.first_name, c.last_name].filter(Boolean).join(" ")

/** The customer of the sale's body, or the fields to fix. */
export function checkCustomer(c: CustomerDraft): { errors: FieldError[]; customer: { id: string } | PosNewCustomer | null } {
  if (c.mode === "none") return { errors: [], customer: null }
  if (c.mode === "existing") return { errors: [], customer: { id: c.customer.id } }
  const errors: FieldError[] = []
  for (const f of ["first_name", "last_name"] as const) {
    const v = c[f].trim().replace(/\s+/g, " ")
    if (!v) errors.push({ field: `customer.${f}`, code: "required" })
    else if (!NAME.test(v)) errors.push({ field: `customer.${f}`, code: "name" })
  }
  const phone = normalizePhone(c.phone)
  if (!c.phone.trim()) errors.push({ field: "customer.phone", code: "required" })
  else if (!phone) errors.push({ field: "customer.phone", code: "phone" })
  const email = c.email.trim()
  if (email && !EMAIL.test(email)) errors.push({ field: "customer.email", code: "email" })
  if (errors.length) return { errors, customer: null }
  return {
    errors,
    customer: {
      first_name: c.first_name.trim().replace(/\s+/g, " "),
      last_name: c.last_name.trim().replace(/\s+/g, " "),
      phone: phone!,
      email: email || null,
      type: c.type,
    },
  }
}

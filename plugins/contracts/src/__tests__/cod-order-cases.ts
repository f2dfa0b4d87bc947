/**
 * Malformed order forms and the field errors they must get, the same from the storefront (its form
 * and action, vitest: storefront-remix/app/features/checkout/order-form-contract.test.ts) and from the backend
 * (`POST /store/cod-orders`: backend/integration-tests/http/cod-form-contract.spec.ts) — and from
 * the contract itself (cod-order.spec.ts here). Only what a form can post: a price or an unknown key
 * is refused by the backend alone (the form never sends one), and what needs the database (a
 * commune outside its wilaya, an unknown variant or option) is the backend's alone.
 */

/** Placeholders the runner replaces with a real variant and shipping option. */
export const VARIANT = "$variant"
export const OPTION = "$option"

export type CodFormBody = Record<string, unknown>

/** A form every rule accepts (Alger Centre, home delivery); each case changes it. */
export const validBody = (variant_id = VARIANT, shipping_option_id = OPTION): CodFormBody => ({
  firstname: "Zoé",
  lastname: "Benali",
  phone: "0661234567",
  email: "zoe@example.dz",
  address: "12 rue Didouche Mourad",
  wilaya: 16,
  commune: 1601,
  shipping_option_id,
  items: [{ variant_id, quantity: 1 }],
})

export type CodFormCase = {
  name: string
  /** The body from a valid one (whose placeholders are already replaced). */
  body: (valid: CodFormBody) => CodFormBody
  /** Exactly these errors, sorted by field. */
  errors: { field: string; code: string }[]
}

const without = (body: CodFormBody, ...keys: string[]) => Object.fromEntries(Object.entries(body).filter(([k]) => !keys.includes(k)))
const line = (b: CodFormBody, patch: Record<string, unknown>) => [{ ...(b.items as Record<string, unknown>[])[0], ...patch }]

export const COD_FORM_CASES: CodFormCase[] = [
  { name: "a first name too short", body: (b) => ({ ...b, firstname: "A" }), errors: [{ field: "firstname", code: "invalid_name" }] },
  { name: "a digit in the last name", body: (b) => ({ ...b, lastname: "Ben4li" }), errors: [{ field: "lastname", code: "invalid_name" }] },
  { name: "punctuation in a name", body: (b) => ({ ...b, firstname: "Jean.Luc" }), errors: [{ field: "firstname", code: "invalid_name" }] },
  { name: "a last name over 40 characters", body: (b) => ({ ...b, lastname: "B".repeat(41) }), errors: [{ field: "lastname", code: "invalid_name" }] },
  { name: "a blank first name", body: (b) => ({ ...b, firstname: "   " }), errors: [{ field: "firstname", code: "required" }] },
  { name: "no last name", body: (b) => without(b, "lastname"), errors: [{ field: "lastname", code: "required" }] },
  { name: "a phone without its leading 0", body: (b) => ({ ...b, phone: "661234567" }), errors: [{ field: "phone", code: "invalid_phone" }] },
  {
    name: "a landline and a malformed e-mail",
    body: (b) => ({ ...b, phone: "021 23 45 67", email: "zoe@nowhere" }),
    errors: [
      { field: "email", code: "invalid_email" },
      { field: "phone", code: "invalid_phone" },
    ],
  },
  { name: "no phone", body: (b) => without(b, "phone"), errors: [{ field: "phone", code: "required" }] },
  { name: "a blank address", body: (b) => ({ ...b, address: "  " }), errors: [{ field: "address", code: "required" }] },
  { name: "an address too long", body: (b) => ({ ...b, address: "rue ".repeat(51) }), errors: [{ field: "address", code: "invalid" }] },
  { name: "wilaya 70", body: (b) => ({ ...b, wilaya: 70 }), errors: [{ field: "wilaya", code: "invalid" }] },
  { name: "no wilaya", body: (b) => without(b, "wilaya"), errors: [{ field: "wilaya", code: "required" }] },
  { name: "a commune that is not a code", body: (b) => ({ ...b, commune: "Alger" }), errors: [{ field: "commune", code: "invalid" }] },
  { name: "no delivery chosen", body: (b) => ({ ...b, shipping_option_id: "" }), errors: [{ field: "shipping_option_id", code: "required" }] },
  { name: "no line", body: (b) => ({ ...b, items: [] }), errors: [{ field: "items", code: "invalid" }] },
  { name: "quantity 0", body: (b) => ({ ...b, items: line(b, { quantity: 0 }) }), errors: [{ field: "items.0.quantity", code: "invalid" }] },
  { name: "quantity 101", body: (b) => ({ ...b, items: line(b, { quantity: 101 }) }), errors: [{ field: "items.0.quantity", code: "invalid" }] },
  { name: "a fractional quantity", body: (b) => ({ ...b, items: line(b, { quantity: 1.5 }) }), errors: [{ field: "items.0.quantity", code: "invalid" }] },
  {
    name: "one variant over the cap in two lines",
    body: (b) => ({ ...b, items: [...line(b, { quantity: 60 }), ...line(b, { quantity: 60 })] }),
    errors: [{ field: "items", code: "too_big" }],
  },
  { name: "a malformed lead key", body: (b) => ({ ...b, cart_id: "cart_x" }), errors: [{ field: "cart_id", code: "invalid" }] },
  {
    name: "an empty form",
    body: () => ({ items: [] }),
    errors: ["address", "commune", "firstname", "items", "lastname", "phone", "shipping_option_id", "wilaya"].map((field) => ({
      field,
      code: field === "items" ? "invalid" : "required",
    })),
  },
]

/** A list of field errors in the cases' order, for comparing. */
export const sortedErrors = (errors: { field: string; code: string }[]) =>
  errors.map(({ field, code }) => ({ field, code })).sort((a, b) => a.field.localeCompare(b.field))

/**
 * Pure normalizers and checks of the order form (spec §5). The storefront applies the same
 * rules; the server is the one that counts.
 */

export const NAME_MIN = 3
export const NAME_MAX = 20

/** Letters of any script, with their combining marks (decomposed accents, Arabic harakat), and spaces. */
const NAME_PATTERN = /^\p{L}\p{M}*(?:[\p{L} ]\p{M}*)*$/u

/** Trims and collapses inner runs of spaces; null when the result is not a valid name. */
export function normalizeName(raw: unknown): string | null {
  if (typeof raw !== "string") return null
  const name = raw.normalize("NFC").trim().replace(/\s+/g, " ")
  const length = [...name].length
  if (length < NAME_MIN || length > NAME_MAX) return null
  return NAME_PATTERN.test(name) ? name : null
}

/** An Algerian mobile number: 0 then 5 (Ooredoo), 6 (Mobilis) or 7 (Djezzy), then 8 digits. */
export const MOBILE_PATTERN = /^0[5-7]\d{8}$/

/**
 * "0661 23 45 67", "+213 661 23 45 67", "00213661234567" → "0661234567". Non-digits are
 * stripped, the international prefix (+213 / 00213) becomes the leading 0; anything that is
 * not then a 10-digit mobile number is refused (null): "661234567" has no leading 0.
 */
export function normalizePhone(raw: unknown): string | null {
  if (typeof raw !== "string" && typeof raw !== "number") return null
  let digits = String(raw).replace(/\D/g, "")
  if (digits.startsWith("00213")) digits = `0${digits.slice(5)}`
  else if (digits.startsWith("213") && digits.length === 12) digits = `0${digits.slice(3)}`
  return MOBILE_PATTERN.test(digits) ? digits : null
}

const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/

/** undefined for an absent or blank email, null for a malformed one, else the lowercased address. */
export function normalizeEmail(raw: unknown): string | undefined | null {
  if (raw === undefined || raw === null) return undefined
  if (typeof raw !== "string") return null
  const email = raw.trim()
  if (!email) return undefined
  return email.length <= 254 && EMAIL_PATTERN.test(email) ? email.toLowerCase() : null
}

/**
 * The address Medusa records when the buyer gives no email (Medusa wants one to complete a cart).
 * `.invalid` is reserved (RFC 2606): nothing can ever be delivered there, and the phone in it
 * lets staff recognise the buyer.
 */
export const syntheticEmail = (phone: string) => `${phone}@cod.invalid`

export const isSyntheticEmail = (email: string | null | undefined) => !!email && email.endsWith("@cod.invalid")

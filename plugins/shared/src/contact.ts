/**
 * A buyer's name and e-mail as every form of the shop takes them (storefront spec §5): the order
 * form, the lead, the review form. The browser and the backend call these same functions.
 */

export const NAME_MIN = 3
export const NAME_MAX = 20

/** Letters of any script, with their combining marks (decomposed accents, Arabic harakat), and spaces. */
const NAME_PATTERN = /^\p{L}\p{M}*(?:[\p{L} ]\p{M}*)*$/u

/** Trims and collapses inner runs of spaces; null when the result is not a 3-to-20-letter name. */
export function normalizeName(raw: unknown): string | null {
  if (typeof raw !== "string") return null
  const name = raw.normalize("NFC").trim().replace(/\s+/g, " ")
  const length = [...name].length
  if (length < NAME_MIN || length > NAME_MAX) return null
  return NAME_PATTERN.test(name) ? name : null
}

export const EMAIL_MAX = 254
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/

/** Spec §5: characters outside letters, digits and `@ . _ % + -` are dropped (spaces included). */
export const cleanEmail = (raw: string) => raw.replace(/[^A-Za-z0-9@._%+-]/g, "")

/**
 * undefined for an absent or blank e-mail (it is optional), null for a malformed one, else the
 * cleaned, lowercased address.
 */
export function normalizeEmail(raw: unknown): string | undefined | null {
  if (raw === undefined || raw === null) return undefined
  if (typeof raw !== "string") return null
  const email = cleanEmail(raw)
  if (!email) return undefined
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email) ? email.toLowerCase() : null
}

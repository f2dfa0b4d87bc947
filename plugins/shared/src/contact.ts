/**
 * A buyer's name and e-mail as every form of the shop takes them (storefront spec §5): the order
 * form, the lead, the review form. The browser and the backend call these same functions.
 */

// 2 to 40, not the spec's 3 to 20 (decision 0055): "Ali", "Li" and "Aït-Ahmed Ben Abdelkader" are real names.
export const NAME_MIN = 2
export const NAME_MAX = 40

/**
 * Letters of any script with their combining marks (decomposed accents, Arabic harakat), in words
 * joined by one space, hyphen or apostrophe ("Aït-Ahmed", "O'Neil", "Ben Ali"): a name starts and
 * ends with a letter and never holds two separators in a row.
 */
const NAME_PATTERN = /^\p{L}\p{M}*(?:[ '-]?\p{L}\p{M}*)*$/u

/**
 * Trims, collapses inner runs of spaces and writes the typographic apostrophe (’, ʼ) as `'`; null
 * when the result is not a name of 2 to 40 characters.
 */
export function normalizeName(raw: unknown): string | null {
  if (typeof raw !== "string") return null
  const name = raw
    .normalize("NFC")
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[\u2019\u02BC\u2018]/g, "'")
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

/** An Algerian mobile number: 0 then 5 (Ooredoo), 6 (Mobilis) or 7 (Djezzy), then 8 digits. */
export const MOBILE_PATTERN = /^0[5-7]\d{8}$/

/**
 * "0661 23 45 67", "+213 661 23 45 67", "00213661234567" → "0661234567". Non-digits are stripped
 * (storefront spec §5), the international prefix (+213 / 00213) becomes the leading 0; anything that
 * is not then a 10-digit mobile number is refused (null): "661234567" has no leading 0.
 */
export function normalizePhone(raw: unknown): string | null {
  if (typeof raw !== "string" && typeof raw !== "number") return null
  let digits = String(raw).replace(/\D/g, "")
  if (digits.startsWith("00213")) digits = `0${digits.slice(5)}`
  else if (digits.startsWith("213") && digits.length === 12) digits = `0${digits.slice(3)}`
  return MOBILE_PATTERN.test(digits) ? digits : null
}

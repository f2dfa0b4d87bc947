// "Order on WhatsApp" (issue 18 item 4): a wa.me link to the shop's number (shop settings) with the
// product, its options, quantity, price and address prefilled, in the buyer's language.

/**
 * The shop's number as wa.me wants it: country code and digits only. Algerian numbers are written
 * 0XXXXXXXXX, +213 XXX or 00213 XXX; anything else with 8 to 15 digits is taken as international.
 */
export function whatsappNumber(raw: string | null | undefined): string | null {
  if (!raw) return null
  const digits = raw.replace(/\D/g, "")
  if (/^0[5-7]\d{8}$/.test(digits) || /^0[1-9]\d{7}$/.test(digits)) return `213${digits.slice(1)}`
  if (digits.startsWith("00")) return whatsappNumber(`+${digits.slice(2)}`)
  return digits.length >= 8 && digits.length <= 15 && !digits.startsWith("0") ? digits : null
}

/** The link, or null when the shop has no usable number (the button is then not shown). */
export function whatsappLink(phone: string | null | undefined, text: string): string | null {
  const number = whatsappNumber(phone)
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null
}

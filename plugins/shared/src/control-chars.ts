/**
 * Characters no text field of the shop accepts (decision 0043): C0 controls but tab, line feed and
 * carriage return (U+0000 is refused by PostgreSQL's text and jsonb types: a 500 if it gets that far),
 * DEL and the C1 controls (U+007F to U+009F), and lone UTF-16 surrogates (jsonb refuses their escapes).
 * Tab, line feed and carriage return stay allowed: an address or a review may span lines.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const REFUSED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** The first refused character of `text` as `U+XXXX`, or null when the text is clean. */
export function refusedCharacter(text: string): string | null {
  const m = REFUSED.exec(text)
  if (!m) return null
  return `U+${m[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`
}

/** True when `text` holds a character of the list above. */
export const hasRefusedCharacter = (text: string) => REFUSED.test(text)

/**
 * URLs in staff content (links of menus, the footer, rich text): the part of the shop's HTML policy
 * (./html.ts, decision 0047) that needs no HTML parser, so a browser bundle can use it without
 * carrying sanitize-html (~100 KB gzipped).
 */

/** Link schemes; relative URLs are allowed, protocol-relative ones ("//host") are not. */
export const URL_SCHEMES = ["http", "https", "mailto", "tel"] as const

/** The only `data:` URLs allowed: base64 raster images, in an image's src. */
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]+$/i

/** Whether a URL may be used in an href (`image`: in an img src, where raster data: images are allowed). */
export function isSafeUrl(raw: string, image = false): boolean {
  // Browsers ignore control characters, whitespace and entity-encoded letters inside a scheme.
  const decoded = decodeEntities(raw)
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  const squeezed = decoded.replace(/[\u0000-\u0020\u007f-\u009f]/g, "").toLowerCase()
  if (squeezed.startsWith("//") || squeezed.startsWith("\\") || squeezed.startsWith("/\\")) return false
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(squeezed)?.[1]
  // no valid scheme, yet a colon before any path: "`javascript:…`" and the like are not relative URLs
  if (!scheme) return !/^[^/?#]*:/.test(squeezed)
  if ((URL_SCHEMES as readonly string[]).includes(scheme)) return true
  return image && scheme === "data" && DATA_IMAGE.test(decoded.trim())
}

/** A URL safe to put in an href, or null (footer and menu links, the content API's link fields). */
export function safeUrl(raw: string, image = false): string | null {
  return isSafeUrl(raw, image) ? decodeEntities(raw).trim() : null
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  lpar: "(",
  rpar: ")",
  period: ".",
  comma: ",",
  semi: ";",
  num: "#",
  excl: "!",
}

/** Decodes character references the way a browser does before reading a value. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd"
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole
  })
}

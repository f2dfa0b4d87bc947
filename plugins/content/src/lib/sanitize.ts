/**
 * Write-time HTML cleaning (defence in depth: the storefront sanitises again on render).
 * Removes script/style/iframe/object/embed elements with their content, every on* attribute,
 * and javascript:/vbscript:/data: URLs in href/src/action/formaction/xlink:href/srcset/style
 * (data:image/* is kept, except SVG which can carry scripts). Not a full HTML parser: it only
 * removes things, so a malformed input can lose markup but never gain an active part.
 */
const DANGEROUS_ELEMENTS = ["script", "style", "iframe", "object", "embed", "frame", "frameset", "applet", "base", "meta", "link", "noscript", "template"]

const URL_ATTRS = new Set(["href", "src", "action", "formaction", "xlink:href", "srcset", "poster", "background", "data", "cite", "lowsrc"])

/** Whether a URL can run code or smuggle a non-image document. */
export function isUnsafeUrl(value: string): boolean {
  // Browsers ignore control characters, whitespace and entity-encoded letters in a scheme.
  const decoded = value
    .replace(/&#x([0-9a-f]+);?/gi, (_, h) => String.fromCharCode(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d) => String.fromCharCode(Number(d)))
    .replace(/&colon;/gi, ":")
    .replace(/&tab;|&newline;/gi, "")
  // control characters and spaces hide a scheme from a plain match ("java\0script:")
  // eslint-disable-next-line no-control-regex
  const compact = decoded.replace(/[\u0000-\u0020\u007f-\u009f]+/g, "").toLowerCase()
  if (/^(javascript|vbscript|livescript):/.test(compact)) return true
  if (compact.startsWith("data:"))
    return !/^data:image\/(png|jpe?g|gif|webp|avif|bmp);/.test(compact) && !/^data:image\/(png|jpe?g|gif|webp|avif|bmp),/.test(compact)
  return false
}

const ATTR = /([^\s"'<>/=]+)(\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

function cleanAttributes(attrs: string): string {
  let out = ""
  for (const m of attrs.matchAll(ATTR)) {
    const name = m[1].toLowerCase()
    if (name.startsWith("on")) continue
    const value = m[3] ?? m[4] ?? m[5]
    if (value !== undefined) {
      if (URL_ATTRS.has(name) && (name === "srcset" ? value.split(",").some((p) => isUnsafeUrl(p.trim())) : isUnsafeUrl(value))) continue
      if (name === "style" && /expression\s*\(|url\s*\(\s*['"]?\s*(javascript|vbscript|data:(?!image\/(png|jpe?g|gif|webp)))/i.test(value)) continue
      out += ` ${m[1]}="${value.replace(/"/g, "&quot;")}"`
    } else {
      out += ` ${m[1]}`
    }
  }
  return out
}

export function sanitizeHtml(input: string | null | undefined): string | null {
  if (input === null || input === undefined) return null
  let html = String(input).replace(/<!--[\s\S]*?-->/g, "")
  for (const el of DANGEROUS_ELEMENTS) {
    // The element with its content, then any stray opening or closing tag left over.
    html = html.replace(new RegExp(`<${el}\\b[\\s\\S]*?<\\/${el}\\s*>`, "gi"), "")
    html = html.replace(new RegExp(`<\\/?${el}\\b[^>]*>?`, "gi"), "")
  }
  // Every remaining tag: keep its name, rebuild its attributes from the safe ones.
  return html.replace(/<([a-zA-Z][a-zA-Z0-9:-]*)((?:\s+[^>]*?)?)(\/?)>/g, (_, name: string, attrs: string, selfClose: string) => {
    return `<${name}${cleanAttributes(attrs)}${selfClose ? " /" : ""}>`
  })
}

/** Sanitises every language of a `{fr, en, ar}` HTML map. */
export function sanitizeTexts(texts: Record<string, string | null | undefined> | null | undefined): Record<string, string | null> | null {
  if (!texts) return null
  const out: Record<string, string | null> = {}
  for (const [lang, html] of Object.entries(texts)) out[lang] = sanitizeHtml(html ?? null)
  return out
}

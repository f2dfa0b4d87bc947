/**
 * Allow-list HTML sanitiser for staff-written HTML (content blocks, blog posts, CMS pages).
 *
 * Why our own and not DOMPurify: it must give byte-identical output on the server (no DOM) and in the
 * browser (hydration), with no jsdom in the server bundle. It is a small HTML5-like tokenizer: every tag
 * is rebuilt from an allow list with re-escaped attribute values, so nothing the input smuggles (odd
 * case, unquoted or encoded values, broken markup) reaches the output unparsed. Dangerous elements are
 * dropped with their content; unknown elements are dropped but their text is kept; open tags are
 * balanced so a stray `</div>` cannot close the page's own markup.
 */

const ALLOWED_TAGS = new Set([
  "a",
  "article",
  "b",
  "blockquote",
  "br",
  "caption",
  "code",
  "dd",
  "del",
  "div",
  "dl",
  "dt",
  "em",
  "figcaption",
  "figure",
  "footer",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "i",
  "img",
  "ins",
  "li",
  "mark",
  "ol",
  "p",
  "pre",
  "s",
  "section",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "u",
  "ul",
])
const VOID_TAGS = new Set(["br", "hr", "img"])
/** Dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "applet",
  "noscript",
  "noembed",
  "noframes",
  "template",
  "textarea",
  "title",
  "xmp",
  "plaintext",
  "svg",
  "math",
  "frameset",
  "frame",
  "select",
  "option",
])
const GLOBAL_ATTRS = new Set(["class", "title", "dir", "lang", "style"])
const TAG_ATTRS: Record<string, Set<string>> = {
  a: new Set(["href", "target"]),
  img: new Set(["src", "alt", "width", "height", "loading"]),
  td: new Set(["colspan", "rowspan"]),
  th: new Set(["colspan", "rowspan", "scope"]),
  ol: new Set(["start", "reversed"]),
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

/** Decodes character references the way a browser would before reading an attribute value. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd"
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole
  })
}

const escapeText = (s: string) => s.replace(/</g, "&lt;").replace(/>/g, "&gt;")
const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/** A safe URL or null: http(s), mailto, tel, relative; data: images only where `allowDataImage`. */
export function safeUrl(raw: string, allowDataImage = false): string | null {
  const value = decodeEntities(raw).trim()
  // Browsers ignore tabs, newlines and control characters inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  const squeezed = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, "").toLowerCase()
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(squeezed)?.[1]
  if (!scheme) return squeezed.startsWith("\\") || squeezed.startsWith("/\\") ? null : value
  if (["http", "https", "mailto", "tel"].includes(scheme)) return value
  if (scheme === "data" && allowDataImage && /^data:image\/(png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=]+$/i.test(squeezed)) return value
  return null
}

/** Inline styles are allowed for colours and spacing, never anything that loads or executes. */
function safeStyle(raw: string): string | null {
  const value = decodeEntities(raw)
  if (/[\\<>]|url\s*\(|expression|javascript|vbscript|@import|behavio|binding|image-set/i.test(value)) return null
  return value
}

type Attr = [name: string, value: string | null]

function cleanAttrs(tag: string, attrs: Attr[]): string {
  const allowed = TAG_ATTRS[tag]
  const out: string[] = []
  const seen = new Set<string>()
  for (const [name, raw] of attrs) {
    if (seen.has(name) || !(GLOBAL_ATTRS.has(name) || allowed?.has(name))) continue
    seen.add(name)
    let value: string | null = raw === null ? "" : decodeEntities(raw)
    if (name === "href") value = safeUrl(raw ?? "")
    else if (name === "src") value = safeUrl(raw ?? "", true)
    else if (name === "style") value = safeStyle(raw ?? "")
    else if (name === "target") value = value === "_blank" || value === "_self" ? value : null
    else if (["width", "height", "colspan", "rowspan", "start"].includes(name)) value = /^\d{1,5}$/.test(value.trim()) ? value.trim() : null
    else if (name === "loading") value = value === "lazy" || value === "eager" ? value : null
    if (value === null) continue
    out.push(` ${name}="${escapeAttr(value)}"`)
  }
  if (tag === "a" && seen.has("href") && out.some((a) => a.startsWith(" href="))) out.push(' rel="noopener noreferrer"')
  return out.join("")
}

/** Reads a tag's attributes from `i` (just after its name); returns them and the index after `>`. */
function readAttrs(html: string, start: number): { attrs: Attr[]; end: number } | null {
  const attrs: Attr[] = []
  let i = start
  const n = html.length
  while (i < n) {
    const c = html[i]
    if (c === ">") return { attrs, end: i + 1 }
    if (/[\s/]/.test(c)) {
      i++
      continue
    }
    let j = i
    // The first character may be "=" (a name, per HTML); the name then runs to a delimiter.
    j++
    while (j < n && !/[\s/>=]/.test(html[j])) j++
    const name = html.slice(i, j).toLowerCase()
    while (j < n && /\s/.test(html[j])) j++
    if (html[j] !== "=") {
      attrs.push([name, null])
      i = j
      continue
    }
    j++
    while (j < n && /\s/.test(html[j])) j++
    const q = html[j]
    if (q === '"' || q === "'") {
      const close = html.indexOf(q, j + 1)
      if (close < 0) return null
      attrs.push([name, html.slice(j + 1, close)])
      i = close + 1
    } else {
      let k = j
      while (k < n && !/[\s>]/.test(html[k])) k++
      attrs.push([name, html.slice(j, k)])
      i = k
    }
  }
  return null
}

/** Index just after the closing tag of a dropped element, or the end of the input. */
function skipElement(html: string, tag: string, from: number): number {
  const re = new RegExp(`</${tag}(?=[\\s/>])[^>]*>?`, "ig")
  re.lastIndex = from
  const m = re.exec(html)
  return m ? m.index + m[0].length : html.length
}

export function sanitizeHtml(input: string | null | undefined): string {
  const html = String(input ?? "")
  let out = ""
  const open: string[] = []
  let i = 0
  const n = html.length
  while (i < n) {
    const lt = html.indexOf("<", i)
    if (lt < 0) {
      out += escapeText(html.slice(i))
      break
    }
    out += escapeText(html.slice(i, lt))
    i = lt
    const next = html[i + 1] ?? ""
    if (html.startsWith("<!--", i)) {
      const end = html.indexOf("-->", i + 4)
      i = end < 0 ? n : end + 3
      continue
    }
    if (next === "!" || next === "?") {
      const end = html.indexOf(">", i)
      i = end < 0 ? n : end + 1
      continue
    }
    const closing = next === "/"
    const nameMatch = /^[a-z][^\s/>]*/i.exec(html.slice(i + (closing ? 2 : 1), i + 80))
    if (!nameMatch) {
      if (closing) {
        // "</>" and "</ 3" are bogus comments in HTML: drop up to ">".
        const end = html.indexOf(">", i)
        i = end < 0 ? n : end + 1
      } else {
        out += "&lt;"
        i++
      }
      continue
    }
    const tag = nameMatch[0].toLowerCase()
    const parsed = readAttrs(html, i + (closing ? 2 : 1) + nameMatch[0].length)
    if (!parsed) break // an unterminated tag swallows the rest, as in a browser
    i = parsed.end
    if (closing) {
      const at = open.lastIndexOf(tag)
      if (at >= 0) while (open.length > at) out += `</${open.pop()}>`
      continue
    }
    if (DROP_WITH_CONTENT.has(tag)) {
      i = skipElement(html, tag, i)
      continue
    }
    if (!ALLOWED_TAGS.has(tag)) continue
    out += `<${tag}${cleanAttrs(tag, parsed.attrs)}>`
    if (!VOID_TAGS.has(tag)) open.push(tag)
  }
  while (open.length) out += `</${open.pop()}>`
  return out
}

/** The text of some HTML (for excerpts and the text carousel). */
export function htmlToText(input: string | null | undefined): string {
  return decodeEntities(sanitizeHtml(input).replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim()
}

/**
 * The inner HTML of each `<li>` of some HTML, sanitised (the text carousel's slides). HTML with no
 * list (paragraphs typed one per line) gives its paragraphs instead, so the carousel is never empty.
 */
export function listItems(input: string | null | undefined): string[] {
  const clean = sanitizeHtml(input)
  const pick = (tag: string) => {
    const items: string[] = []
    const re = new RegExp(`<${tag}(?: [^>]*)?>([\\s\\S]*?)</${tag}>`, "g")
    for (let m = re.exec(clean); m; m = re.exec(clean)) if (m[1].replace(/<[^>]*>/g, "").trim()) items.push(m[1])
    return items
  }
  const li = pick("li")
  return li.length ? li : pick("p")
}

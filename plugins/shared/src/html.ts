/**
 * The one HTML policy of the shop (docs/decisions/0047-one-html-sanitiser.md): staff-written HTML
 * (content blocks, blog posts, CMS pages, product descriptions) is cleaned with it when it is
 * written (the content plugin, the security plugin's product guard) and again when it is shown
 * (the storefront's SafeHtml, server and browser alike, so hydration matches).
 *
 * The cleaning is `sanitize-html` (htmlparser2 underneath): every tag is rebuilt from the allow-list
 * below with re-escaped attribute values, so what the input smuggles (odd case, unquoted or encoded
 * values, broken markup) never reaches the output unparsed. Elements that hold code or foreign
 * markup (script, style, svg, math, iframe...) go with their content; other unknown elements go but
 * keep their text.
 */
import sanitize from "sanitize-html"
import { decodeEntities, isSafeUrl, URL_SCHEMES } from "./safe-url"

export { decodeEntities, isSafeUrl, safeUrl, URL_SCHEMES } from "./safe-url"

/** Block and inline elements a rich text may use. */
export const HTML_TAGS = [
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
] as const

/** What Editor.js writes inside a paragraph, header or list item (its inline tools). */
export const INLINE_TAGS = ["a", "b", "strong", "i", "em", "mark", "code", "u", "br", "s", "sub", "sup"] as const

/** Dropped together with everything inside them: code, foreign markup, form controls. */
export const DROPPED_WITH_CONTENT = [
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
  "head",
] as const

/** Attributes every allowed element may carry; no event handler is ever allowed. */
export const GLOBAL_ATTRIBUTES = ["class", "title", "dir", "lang", "style"] as const

/** Attributes per element (their values are checked in `checkAttributes`). */
export const TAG_ATTRIBUTES = {
  a: ["href", "target"],
  img: ["src", "alt", "width", "height", "loading"],
  td: ["colspan", "rowspan"],
  th: ["colspan", "rowspan", "scope"],
  ol: ["start", "reversed"],
} as const

const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\)|[a-z]{3,20})$/i
const LENGTH = /^-?\d{1,4}(\.\d+)?(px|em|rem|%)?$/
const LENGTHS = /^(-?\d{1,4}(\.\d+)?(px|em|rem|%)?|auto)(\s+(-?\d{1,4}(\.\d+)?(px|em|rem|%)?|auto)){0,3}$/

/** Inline styles: colours, alignment and spacing, nothing that loads or runs anything. */
export const STYLE_PROPERTIES: Record<string, RegExp[]> = {
  color: [COLOR],
  "background-color": [COLOR],
  "text-align": [/^(left|right|center|justify|start|end)$/],
  "font-weight": [/^(normal|bold|bolder|lighter|[1-9]00)$/],
  "font-style": [/^(normal|italic)$/],
  "font-size": [LENGTH],
  "text-decoration": [/^(none|underline|line-through|overline)$/],
  margin: [LENGTHS],
  padding: [LENGTHS],
  width: [LENGTH],
  height: [LENGTH],
}

const NUMERIC = /^\d{1,5}$/
/** Attributes whose value is one of a few words. */
const CLOSED_VALUES: Array<[string, string[]]> = [
  ["target", ["_blank", "_self"]],
  ["loading", ["lazy", "eager"]],
  ["scope", ["row", "col", "rowgroup", "colgroup"]],
  ["dir", ["ltr", "rtl", "auto"]],
]

type Attributes = Record<string, string>

/** Per-element rules sanitize-html's options cannot say: URLs, numbers, rel on links. */
function checkAttributes(tagName: string, attribs: Attributes): { tagName: string; attribs: Attributes } {
  const out: Attributes = { ...attribs }
  if (out.href !== undefined && !isSafeUrl(out.href)) delete out.href
  if (out.src !== undefined && !isSafeUrl(out.src, true)) delete out.src
  for (const n of ["width", "height", "colspan", "rowspan", "start"]) if (out[n] !== undefined && !NUMERIC.test(out[n].trim())) delete out[n]
  for (const [n, values] of CLOSED_VALUES) if (out[n] !== undefined && !values.includes(out[n])) delete out[n]
  if (tagName === "a" && out.href !== undefined) out.rel = "noopener noreferrer"
  return { tagName, attribs: out }
}

function options(tags: readonly string[]): sanitize.IOptions {
  const attributes: Record<string, sanitize.AllowedAttribute[]> = { "*": [...GLOBAL_ATTRIBUTES] }
  for (const [tag, attrs] of Object.entries(TAG_ATTRIBUTES)) if (tags.includes(tag)) attributes[tag] = [...attrs]
  if (tags.includes("a")) attributes.a.push("rel")
  return {
    allowedTags: [...tags],
    allowedAttributes: attributes,
    allowedSchemes: [...URL_SCHEMES],
    allowedSchemesByTag: { img: [...URL_SCHEMES, "data"] },
    allowedSchemesAppliedToAttributes: ["href", "src", "cite", "action", "formaction", "poster", "background", "xlink:href"],
    allowProtocolRelative: false,
    allowedStyles: { "*": STYLE_PROPERTIES },
    nonTextTags: [...DROPPED_WITH_CONTENT],
    disallowedTagsMode: "discard",
    transformTags: { "*": checkAttributes },
    // The parser closes what the input left open, so a stray tag cannot reach the page's own markup.
    enforceHtmlBoundary: false,
  }
}

const BLOCK_OPTIONS = options(HTML_TAGS)
const INLINE_OPTIONS = options(INLINE_TAGS)

/** Staff HTML made safe: only the allow-list's tags, attributes, URLs and styles. */
export function sanitizeHtml(input: string | null | undefined): string {
  // PostgreSQL refuses NUL in text, and a browser ignores it: it never carries meaning here.
  return sanitize(String(input ?? "").replaceAll("\u0000", ""), BLOCK_OPTIONS)
}

/** The inline part of the policy (inside a paragraph, a heading or a list item: Editor.js's text). */
export function sanitizeInlineHtml(input: string | null | undefined): string {
  return sanitize(String(input ?? "").replaceAll("\u0000", ""), INLINE_OPTIONS)
}

/** Sanitises every language of a `{fr, en, ar}` HTML map (null stays null). */
export function sanitizeTexts(texts: Record<string, string | null | undefined> | null | undefined): Record<string, string | null> | null {
  if (!texts) return null
  const out: Record<string, string | null> = {}
  for (const [lang, html] of Object.entries(texts)) out[lang] = html === null || html === undefined ? null : sanitizeHtml(html)
  return out
}

/** The text of some HTML (for excerpts, meta descriptions and the text carousel). */
export function htmlToText(input: string | null | undefined): string {
  return decodeEntities(sanitizeHtml(input).replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim()
}

/**
 * Staff rich text on write (docs/decisions/0047-one-html-sanitiser.md): the shop's one HTML policy
 * (@shop/shared/html, the storefront renders with the same one) and the one Editor.js renderer
 * (@shop/shared/editorjs). When Editor.js data is sent, the stored HTML is made from it here and the
 * client's HTML for that language is ignored: the browser never decides what the store serves.
 */
import { cleanEditorData, editorToHtml, type EditorData } from "@shop/shared/editorjs"
import { isSafeUrl, sanitizeTexts } from "@shop/shared/html"
import { MedusaError } from "@medusajs/framework/utils"
import { LANGS } from "./i18n"

export { sanitizeTexts }

/** Whether a URL can run code or smuggle a non-image document (the content API's link and image fields). */
export const isUnsafeUrl = (value: string) => !isSafeUrl(value, true)

type HtmlTexts = Record<string, string | null | undefined> | null | undefined
type EditorTexts = Record<string, unknown> | null | undefined

/**
 * The stored HTML and Editor.js data of a rich text, from a validated body's two fields
 * (`undefined` = not sent, left as it is). For each language with Editor.js data, the HTML is
 * rendered from that data; other languages keep their sent HTML, sanitised.
 */
export function richTextWrite(
  html: HtmlTexts,
  editor: EditorTexts
): { html?: Record<string, string | null> | null; editor_data?: Record<string, EditorData | null> | null } {
  const out: { html?: Record<string, string | null> | null; editor_data?: Record<string, EditorData | null> | null } = {}
  if (html !== undefined) out.html = sanitizeTexts(html)
  if (editor === undefined) return out
  if (editor === null) {
    out.editor_data = null
    return out
  }
  const data: Record<string, EditorData | null> = {}
  const rendered: Record<string, string | null> = { ...(out.html ?? {}) }
  for (const lang of LANGS) {
    const raw = editor[lang]
    if (raw === undefined || raw === null) {
      if (raw === null) data[lang] = null
      continue
    }
    const clean = cleanEditorData(raw)
    if (!clean) throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid editor_data.${lang}: must be Editor.js data ({ blocks: [...] })`)
    data[lang] = clean
    rendered[lang] = editorToHtml(clean)
  }
  out.editor_data = data
  if (Object.keys(rendered).length) out.html = { ...(out.html ?? {}), ...rendered }
  return out
}

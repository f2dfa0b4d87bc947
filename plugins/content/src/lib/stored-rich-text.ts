import { cleanEditorData, editorToHtml, type EditorData } from "@shop/shared/editorjs"
import { sanitizeHtml } from "@shop/shared/html"
import { LANGS } from "./i18n"

type Json = Record<string, unknown> | null | undefined
export type StoredRichText = { html: Record<string, string | null> | null; editor_data: Record<string, EditorData | null> | null }

/**
 * A stored rich text (`{fr,en,ar}` HTML and Editor.js data) under today's policy: the Editor.js data
 * cleaned and the HTML of each language that has it rendered again from it; the HTML of the others
 * sanitised. Null when nothing changes (the migration script then leaves the row alone).
 */
export function cleanStoredRichText(html: Json, editor: Json): StoredRichText | null {
  let outHtml: Record<string, string | null> | null = html && typeof html === "object" ? {} : null
  const outEditor: Record<string, EditorData | null> | null = editor && typeof editor === "object" ? {} : null
  for (const lang of LANGS) {
    const data = editor && typeof editor === "object" ? cleanEditorData(editor[lang]) : null
    if (outEditor && editor![lang] !== undefined) outEditor[lang] = data
    const raw = html && typeof html === "object" ? html[lang] : undefined
    if (data) (outHtml ??= {})[lang] = editorToHtml(data)
    else if (outHtml && raw !== undefined) outHtml[lang] = typeof raw === "string" ? sanitizeHtml(raw) : null
  }
  const next = { html: outHtml, editor_data: outEditor }
  const same = JSON.stringify(next.html) === JSON.stringify(html ?? null) && JSON.stringify(next.editor_data) === JSON.stringify(editor ?? null)
  return same ? null : next
}

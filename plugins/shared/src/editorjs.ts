/**
 * Editor.js data, the stored form of the back-office's rich text, and the one renderer that turns it
 * into HTML (docs/decisions/0047-one-html-sanitiser.md). The content plugin stores the JSON and the
 * HTML this renderer makes from it (the client's HTML is never trusted); the admin uses the same
 * renderer for what it shows before saving; the storefront sanitises the result again on render.
 *
 * Editor.js keeps inline formatting as HTML inside `text`, and reloads it with innerHTML: the text of
 * every block is cleaned with the inline part of the HTML policy before it is stored or rendered.
 */
import { sanitizeInlineHtml } from "./html"

export type EditorBlock = { id?: string; type: string; data: Record<string, unknown> }
export type EditorData = { time?: number; version?: string; blocks: EditorBlock[] }

type ListItem = { content: string; meta?: Record<string, unknown>; items: ListItem[] }

const BLOCK_TYPES = new Set(["paragraph", "header", "list"])
const MAX_BLOCKS = 2000
const MAX_DEPTH = 5

const str = (v: unknown) => (typeof v === "string" ? v : "")

function cleanItems(raw: unknown, depth: number): ListItem[] {
  if (!Array.isArray(raw) || depth > MAX_DEPTH) return []
  return raw.map((item) => {
    // The list tool's old format is a string per item; its current one nests {content, items}.
    if (typeof item === "string") return { content: sanitizeInlineHtml(item), items: [] }
    const o = (item ?? {}) as { content?: unknown; items?: unknown }
    return { content: sanitizeInlineHtml(str(o.content)), meta: {}, items: cleanItems(o.items, depth + 1) }
  })
}

function cleanBlock(block: unknown): EditorBlock | null {
  if (!block || typeof block !== "object") return null
  const b = block as { id?: unknown; type?: unknown; data?: unknown }
  if (typeof b.type !== "string" || !BLOCK_TYPES.has(b.type)) return null
  const d = (b.data && typeof b.data === "object" ? b.data : {}) as Record<string, unknown>
  const id = typeof b.id === "string" && /^[\w-]{1,40}$/.test(b.id) ? { id: b.id } : {}
  switch (b.type) {
    case "paragraph":
      return { ...id, type: "paragraph", data: { text: sanitizeInlineHtml(str(d.text)) } }
    case "header":
      return { ...id, type: "header", data: { text: sanitizeInlineHtml(str(d.text)), level: Math.min(6, Math.max(1, Math.trunc(Number(d.level)) || 2)) } }
    default:
      return { ...id, type: "list", data: { style: d.style === "ordered" ? "ordered" : "unordered", items: cleanItems(d.items, 0) } }
  }
}

/**
 * Editor.js data as it may be stored: known block types only (paragraph, header, list), their text
 * cleaned with the inline policy, nothing else kept. Null when it is not Editor.js data at all.
 */
export function cleanEditorData(raw: unknown): EditorData | null {
  if (!raw || typeof raw !== "object" || !Array.isArray((raw as EditorData).blocks)) return null
  const r = raw as EditorData
  const blocks = r.blocks
    .slice(0, MAX_BLOCKS)
    .map(cleanBlock)
    .filter((b): b is EditorBlock => b !== null)
  return {
    ...(typeof r.time === "number" && Number.isFinite(r.time) ? { time: r.time } : {}),
    ...(typeof r.version === "string" && /^[\w.-]{1,20}$/.test(r.version) ? { version: r.version } : {}),
    blocks,
  }
}

function listHtml(style: unknown, items: ListItem[]): string {
  const tag = style === "ordered" ? "ol" : "ul"
  const lis = items.map((item) => `<li>${item.content}${item.items.length ? listHtml(style, item.items) : ""}</li>`)
  return `<${tag}>${lis.join("")}</${tag}>`
}

/** One cleaned block to HTML. */
function blockHtml(block: EditorBlock): string {
  const d = block.data
  switch (block.type) {
    case "paragraph":
      return str(d.text).trim() ? `<p>${str(d.text)}</p>` : ""
    case "header":
      return `<h${d.level}>${str(d.text)}</h${d.level}>`
    default: {
      const items = d.items as ListItem[]
      return items.length ? listHtml(d.style, items) : ""
    }
  }
}

/** Editor.js data to HTML (cleaned first, so any input gives safe HTML). */
export function editorToHtml(data: unknown): string {
  const clean = cleanEditorData(data)
  if (!clean) return ""
  return clean.blocks.map(blockHtml).filter(Boolean).join("\n")
}

const BLOCK_ELEMENT = /<(p|h[1-6]|ul|ol)\b[^>]*>([\s\S]*?)<\/\1>/gi

/**
 * Editor.js data for HTML saved before the editor existed (seeded content): paragraphs, headings and
 * flat lists become their blocks; anything else becomes one paragraph of its inline text, so the
 * editor reopens structured JSON instead of raw HTML. The input is expected sanitised.
 */
export function htmlToEditorData(html: string | null | undefined): EditorData {
  const source = String(html ?? "")
  const blocks: EditorBlock[] = []
  const loose = (chunk: string) => {
    const text = sanitizeInlineHtml(chunk).trim()
    if (text) blocks.push({ type: "paragraph", data: { text } })
  }
  let last = 0
  for (const m of source.matchAll(BLOCK_ELEMENT)) {
    loose(source.slice(last, m.index))
    last = (m.index ?? 0) + m[0].length
    const tag = m[1].toLowerCase()
    if (tag === "p") loose(m[2])
    else if (tag[0] === "h") blocks.push({ type: "header", data: { text: sanitizeInlineHtml(m[2]).trim(), level: Number(tag[1]) } })
    else {
      const items = [...m[2].matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((li) => ({ content: sanitizeInlineHtml(li[1]).trim(), meta: {}, items: [] }))
      blocks.push({ type: "list", data: { style: tag === "ol" ? "ordered" : "unordered", items } })
    }
  }
  loose(source.slice(last))
  return { blocks }
}

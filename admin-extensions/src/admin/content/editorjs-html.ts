/**
 * Editor.js output -> HTML. The store serves HTML (the storefront sanitises it again), the admin
 * keeps the Editor.js JSON beside it to reopen the editor. Editor.js already stores inline
 * formatting as HTML inside `text`; we keep only the inline tags it produces (b, i, a, mark, code, br)
 * and escape everything else, so a pasted "<script>" stays text.
 */
export type EditorBlock = { id?: string; type: string; data: Record<string, unknown> }
export type EditorData = { time?: number; version?: string; blocks: EditorBlock[] }

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c])

const SAFE_URL = /^(https?:|mailto:|tel:|\/|#)/i
const INLINE = new Set(["b", "strong", "i", "em", "mark", "code", "u", "br"])

/** Editor.js's own &nbsp; and friends are decoded first so they are escaped once, not twice. */
const decodeEntities = (s: string) =>
  s.replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_m, e) => ({ nbsp: "\u00a0", amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[e as string] as string)

/** Keeps the inline tags Editor.js writes (links with a safe href only), escapes the rest. */
export function inlineHtml(raw: unknown): string {
  const text = typeof raw === "string" ? raw : ""
  let out = ""
  let last = 0
  const tag = /<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g
  for (let m = tag.exec(text); m; m = tag.exec(text)) {
    out += escapeHtml(decodeEntities(text.slice(last, m.index)))
    last = m.index + m[0].length
    const name = m[1].toLowerCase()
    const closing = m[0].startsWith("</")
    if (INLINE.has(name)) out += name === "br" ? "<br>" : closing ? `</${name}>` : `<${name}>`
    else if (name === "a") {
      if (closing) out += "</a>"
      else {
        const href = /href\s*=\s*"([^"]*)"/i.exec(m[2])?.[1] ?? ""
        const url = decodeEntities(href).trim()
        out += SAFE_URL.test(url) ? `<a href="${escapeHtml(url)}">` : "<a>"
      }
    }
    // any other tag is dropped; its text content is kept (and escaped) by the loop
  }
  return out + escapeHtml(decodeEntities(text.slice(last)))
}

type ListItem = string | { content?: string; items?: ListItem[] }

function listHtml(style: unknown, items: ListItem[]): string {
  const tag = style === "ordered" ? "ol" : "ul"
  const lis = items.map((item) => {
    if (typeof item === "string") return `<li>${inlineHtml(item)}</li>`
    const nested = item.items?.length ? listHtml(style, item.items) : ""
    return `<li>${inlineHtml(item.content)}${nested}</li>`
  })
  return `<${tag}>${lis.join("")}</${tag}>`
}

/** One block to HTML; unknown block types are left out rather than guessed. */
export function blockToHtml(block: EditorBlock): string {
  const d = block.data ?? {}
  switch (block.type) {
    case "paragraph": {
      const body = inlineHtml(d.text)
      return body.trim() ? `<p>${body}</p>` : ""
    }
    case "header": {
      const level = Math.min(6, Math.max(1, Number(d.level) || 2))
      return `<h${level}>${inlineHtml(d.text)}</h${level}>`
    }
    case "list":
      return Array.isArray(d.items) && d.items.length ? listHtml(d.style, d.items as ListItem[]) : ""
    default:
      return ""
  }
}

export function editorToHtml(data: EditorData | null | undefined): string {
  if (!data || !Array.isArray(data.blocks)) return ""
  return data.blocks.map(blockToHtml).filter(Boolean).join("\n")
}

import type { InferTypeOf } from "@medusajs/framework/types"
import type { ContentBlock } from "../modules/content/models/content-block"
import type { Block, BlockData, BlockType, Responsive } from "@shop/contracts/content"
import { full, pick, type Lang, type Texts } from "./i18n"

type BlockRow = InferTypeOf<typeof ContentBlock>
type StoredImage = { url: string; alt?: Texts | null }
/** Editor.js data per language, as the block stores it. */
type StoredEditorData = { fr?: unknown; en?: unknown; ar?: unknown } | null

const iso = (d: unknown) => (d ? new Date(d as string).toISOString() : null)
const imagesOf = (row: Pick<BlockRow, "images">): StoredImage[] => (Array.isArray(row.images) ? row.images : [])

/** A block as the store sees it: texts resolved in `lang` (French fallback), type data added by the caller. */
export function storeBlock(row: BlockRow, lang: Lang, data: Record<string, unknown>): Block {
  return {
    id: row.id,
    // one of BLOCK_TYPES: checked when the block was written
    type: row.type as BlockType,
    position: row.position,
    title: pick(row.title, lang),
    show_title: !!row.show_title,
    html: pick(row.html, lang),
    link: row.link ?? null,
    size: row.size ?? null,
    container_class: row.container_class ?? null,
    wrapper_class: row.wrapper_class ?? null,
    bg_color: row.bg_color ?? null,
    images: imagesOf(row).map((i) => ({ url: i.url, alt: pick(i.alt ?? null, lang) ?? "" })),
    number: row.number ?? null,
    // shape checked when the block was written (the admin's validators)
    responsive: (row.responsive ?? null) as Responsive | null,
    ends_at: iso(row.ends_at),
    // what `blockData` read for the block's type (block-data.ts): the contract's BlockData
    data: data as BlockData,
  }
}

/** A block as the admin edits it: every language, the Editor.js data and the raw config. */
export function adminBlock(row: BlockRow) {
  const editor = row.editor_data as StoredEditorData
  return {
    id: row.id,
    page: row.page,
    type: row.type,
    active: !!row.active,
    position: row.position,
    title: full(row.title),
    html: full(row.html),
    editor_data: { fr: editor?.fr ?? null, en: editor?.en ?? null, ar: editor?.ar ?? null },
    show_title: !!row.show_title,
    images: imagesOf(row).map((i) => ({ url: i.url, alt: full(i.alt ?? null) })),
    link: row.link ?? null,
    size: row.size ?? null,
    container_class: row.container_class ?? null,
    wrapper_class: row.wrapper_class ?? null,
    bg_color: row.bg_color ?? null,
    number: row.number ?? null,
    responsive: row.responsive ?? null,
    ends_at: iso(row.ends_at),
    config: row.config ?? {},
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }
}

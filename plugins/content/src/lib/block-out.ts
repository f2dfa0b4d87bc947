import { full, pick, type Lang } from "./i18n"

const iso = (d: unknown) => (d ? new Date(d as string).toISOString() : null)
const imagesOf = (row: any) => (Array.isArray(row.images) ? row.images : []) as Array<{ url: string; alt?: Record<string, string | null> | null }>

/** A block as the store sees it: texts resolved in `lang` (French fallback), type data added by the caller. */
export function storeBlock(row: any, lang: Lang, data: Record<string, unknown>) {
  return {
    id: row.id,
    type: row.type,
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
    responsive: row.responsive ?? null,
    ends_at: iso(row.ends_at),
    data,
  }
}

/** A block as the admin edits it: every language, the Editor.js data and the raw config. */
export function adminBlock(row: any) {
  return {
    id: row.id,
    page: row.page,
    type: row.type,
    active: !!row.active,
    position: row.position,
    title: full(row.title),
    html: full(row.html),
    editor_data: { fr: row.editor_data?.fr ?? null, en: row.editor_data?.en ?? null, ar: row.editor_data?.ar ?? null },
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

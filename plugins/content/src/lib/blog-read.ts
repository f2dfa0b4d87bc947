import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { excerpt, pick, textOf, type Lang, type StoredTexts } from "./i18n"
import { paths } from "./paths"

const PUBLISHED = "p.deleted_at is null and p.published_at is not null and p.published_at <= now()"

/** A published post as `postRows` reads it, with its categories (`cats`) and, on request, the window count. */
export type PostRow = {
  id: string
  slug: string
  title: StoredTexts
  body_html: StoredTexts
  thumbnail_url: string | null
  /** Never null: every read of posts keeps the published ones only (PUBLISHED). */
  published_at: Date | string
  meta_description: StoredTexts
  total?: string | number
  cats?: { slug: string; name: StoredTexts }[] | null
}

/** A blog category's shown fields (a module row or a raw one). */
export type BlogCategoryRow = { id: string; slug: string; name: StoredTexts; description?: StoredTexts; thumbnail_url?: string | null }

/** A blog post card in `lang` (French fallback); the excerpt comes from the body text. */
export function postCard(r: PostRow, lang: Lang) {
  return {
    id: r.id,
    slug: r.slug,
    title: pick(r.title, lang) ?? r.slug,
    excerpt: excerpt(textOf(pick(r.body_html, lang))),
    thumbnail_url: r.thumbnail_url ?? null,
    published_at: r.published_at instanceof Date ? r.published_at.toISOString() : r.published_at,
    categories: (r.cats ?? []).map((c) => ({ slug: c.slug, name: pick(c.name, lang) ?? c.slug })),
    path: paths.blogPost(r.slug),
  }
}

export type PostFilter = { ids?: string[]; categoryId?: string; limit: number; offset?: number; withCount?: boolean }

/**
 * Published posts (not drafts, not scheduled), newest first or in the order of `ids`, with
 * their categories in the same statement.
 */
export async function postRows(pg: Knex, f: PostFilter) {
  const conds = [PUBLISHED]
  const b: Knex.RawBinding[] = []
  if (f.ids) {
    conds.push("p.id = any(?::text[])")
    b.push(f.ids)
  }
  if (f.categoryId) {
    conds.push("? = any(p.category_ids)")
    b.push(f.categoryId)
  }
  const order = f.ids ? "array_position(?::text[], p.id)" : "p.published_at desc, p.id"
  const orderB = f.ids ? [f.ids] : []
  const { rows } = await pg.raw(
    `select p.id, p.slug, p.title, p.body_html, p.thumbnail_url, p.published_at, p.meta_description,
            ${f.withCount ? "count(*) over () as total," : ""}
            (select coalesce(json_agg(json_build_object('slug', c.slug, 'name', c.name) order by c.slug), '[]'::json)
               from blog_category c where c.id = any(p.category_ids) and c.deleted_at is null) as cats
       from blog_post p where ${conds.join(" and ")} order by ${order} limit ? offset ?`,
    [...b, ...orderB, f.limit, f.offset ?? 0]
  )
  return rows as PostRow[]
}

export async function postCards(pg: Knex, lang: Lang, f: PostFilter) {
  return (await postRows(pg, f)).map((r) => postCard(r, lang))
}

export function blogCategoryOut(r: BlogCategoryRow, lang: Lang) {
  return {
    id: r.id,
    slug: r.slug,
    name: pick(r.name, lang) ?? r.slug,
    description: pick(r.description, lang),
    thumbnail_url: r.thumbnail_url ?? null,
    path: paths.blogCategory(r.slug),
  }
}

import { InjectManager, InjectTransactionManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import type { Context } from "@medusajs/framework/types"
import type { SqlEntityManager } from "@medusajs/framework/mikro-orm/knex"
import { BlogCategory, BlogPost } from "./models/blog"
import { CmsPage } from "./models/cms-page"
import type { StoredTexts } from "../../lib/i18n"
import { ContentBlock } from "./models/content-block"
import { ContentSetting } from "./models/content-setting"
import { MenuItem } from "./models/menu-item"
import { postRows, type PostFilter, type PostRow } from "../../lib/blog-read"
import type { MenuRow } from "../../lib/menu-write"

/** The admin documents listed by one search (crud.ts): the three kinds share slug and title columns. */
export type DocumentTable = "blog_post" | "blog_category" | "cms_page"
const TITLE_OF: Record<DocumentTable, "title" | "name"> = { blog_post: "title", blog_category: "name", cms_page: "title" }
const LOOKUP_TABLE = { cms_pages: "cms_page", blog_categories: "blog_category", blog_posts: "blog_post" } as const
export type ContentLookupKind = keyof typeof LOOKUP_TABLE

/** A row of one of the document tables, as `select *` reads it (the columns crud.ts shapes). */
export type DocumentRow = {
  id: string
  slug: string
  title?: StoredTexts
  name?: StoredTexts
  description?: StoredTexts
  body_html?: StoredTexts
  meta_description?: StoredTexts
  editor_data?: { fr?: unknown; en?: unknown; ar?: unknown } | null
  thumbnail_url?: string | null
  category_ids?: string[] | null
  published_at?: Date | string | null
  published?: boolean | null
  created_at: Date | string
  updated_at: Date | string
}

const PUBLISHED = "p.deleted_at is null and p.published_at is not null and p.published_at <= now()"
const knexOf = (context: Context<SqlEntityManager>) => context.manager!.getKnex()

/**
 * Generated CRUD, plus the reads the generated methods cannot express: searches in the French
 * title (a JSON field), published posts with their categories in one statement. The store's
 * page blocks and menus are read by src/lib (one query per block type, cached).
 */
class ContentModuleService extends MedusaService({ ContentBlock, MenuItem, BlogCategory, BlogPost, CmsPage, ContentSetting }) {
  /**
   * Replaces a menu's whole tree in one transaction (the admin saves the tree it shows): the old
   * rows are removed for good, so the ids the admin sent back can be reused.
   */
  @InjectTransactionManager()
  async replaceMenu(location: string, rows: MenuRow[], @MedusaContext() context: Context<SqlEntityManager> = {}) {
    await context.transactionManager!.execute(`DELETE FROM content_menu_item WHERE location = ?`, [location])
    if (rows.length) await this.createMenuItems(rows, context)
  }

  /** Creates or updates the document stored under `key` (one row per key). */
  @InjectTransactionManager()
  async putSetting(key: string, value: Record<string, unknown>, @MedusaContext() context: Context<SqlEntityManager> = {}) {
    const [existing] = await this.listContentSettings({ key }, {}, context)
    if (existing) return this.updateContentSettings({ id: existing.id, value }, context)
    return this.createContentSettings({ key, value }, context)
  }

  /** The stored document of `key` ("theme", "settings"), or null. */
  async getSetting(key: string): Promise<Record<string, unknown> | null> {
    const [row] = await this.listContentSettings({ key }, { select: ["value"], take: 1 })
    return row?.value ?? null
  }

  /**
   * The admin list of posts, categories or CMS pages: `q` in the slug or the French title, posts
   * drafts first then newest, with the total in the same statement.
   */
  @InjectManager()
  async searchDocuments(
    table: DocumentTable,
    f: { q?: string; limit: number; offset: number },
    @MedusaContext() context: Context<SqlEntityManager> = {}
  ): Promise<{ rows: DocumentRow[]; count: number }> {
    const title = TITLE_OF[table]
    if (!title) throw new Error(`unknown document table ${table}`)
    const like = f.q ? `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
    const { rows }: { rows: (DocumentRow & { total: string })[] } = await knexOf(context).raw(
      `select *, count(*) over () as total from ${table} where deleted_at is null and (?::text is null or slug ilike ? or ${title}->>'fr' ilike ?)
        order by ${table === "blog_post" ? "published_at desc nulls first, " : ""}created_at desc limit ? offset ?`,
      [like, like, like, f.limit, f.offset]
    )
    return { rows, count: Number(rows[0]?.total ?? 0) }
  }

  /** Up to 50 `{id, name}` of content documents for the admin's pickers, by French title or slug. */
  @InjectManager()
  async lookupDocuments(kind: ContentLookupKind, pattern: string | null, @MedusaContext() context: Context<SqlEntityManager> = {}) {
    const table = LOOKUP_TABLE[kind]
    const title = TITLE_OF[table]
    const { rows }: { rows: { id: string; name: string }[] } = await knexOf(context).raw(
      `select id, coalesce(${title}->>'fr', slug) as name from ${table}
        where deleted_at is null and (?::text is null or ${title}->>'fr' ilike ? or slug ilike ?) order by 2 limit 50`,
      [pattern, pattern, pattern]
    )
    return rows.map((r) => ({ id: r.id, name: r.name }))
  }

  /** Published posts (not drafts, not scheduled) with their categories: see lib/blog-read. */
  @InjectManager()
  async listPublishedPosts(filter: PostFilter, @MedusaContext() context: Context<SqlEntityManager> = {}) {
    return postRows(knexOf(context), filter)
  }

  /** How many posts are published (in a category): the count when a page lies past the last post. */
  @InjectManager()
  async countPublishedPosts(categoryId: string | undefined, @MedusaContext() context: Context<SqlEntityManager> = {}) {
    const { rows } = await knexOf(context).raw(
      `select count(*) as n from blog_post p where ${PUBLISHED} ${categoryId ? "and ? = any(p.category_ids)" : ""}`,
      categoryId ? [categoryId] : []
    )
    return Number(rows[0].n)
  }

  /** A published post by slug with its categories (`cats`), or null for a draft, a scheduled or an unknown post. */
  @InjectManager()
  async retrievePublishedPost(slug: string, @MedusaContext() context: Context<SqlEntityManager> = {}): Promise<PostRow | null> {
    const { rows }: { rows: PostRow[] } = await knexOf(context).raw(
      `select p.*, (select coalesce(json_agg(json_build_object('slug', c.slug, 'name', c.name) order by c.slug), '[]'::json)
                      from blog_category c where c.id = any(p.category_ids) and c.deleted_at is null) as cats
         from blog_post p where p.slug = ? and ${PUBLISHED}`,
      [slug]
    )
    return rows[0] ?? null
  }
}

export default ContentModuleService

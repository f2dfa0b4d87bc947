import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { notFound, pgOf } from "../../../../helpers"
import type { GetAdminContentLookupsSchemaType } from "../../../../validators"

/** name expression and table of each kind; `?` is the ILIKE pattern (bound, never spliced). */
const KINDS: Record<string, { sql: string; minQ?: number }> = {
  categories: { sql: `select id, name from product_category where deleted_at is null and (?::text is null or name ilike ? or handle ilike ?) order by name` },
  brands: { sql: `select id, name from brand where deleted_at is null and (?::text is null or name ilike ? or slug ilike ?) order by name` },
  products: { sql: `select id, title as name from product where deleted_at is null and (?::text is null or title ilike ? or handle ilike ?) order by title`, minQ: 3 },
  collections: { sql: `select id, title as name from product_collection where deleted_at is null and (?::text is null or title ilike ? or handle ilike ?) order by title` },
  cms_pages: { sql: `select id, coalesce(title->>'fr', slug) as name from cms_page where deleted_at is null and (?::text is null or title->>'fr' ilike ? or slug ilike ?) order by 2` },
  blog_categories: { sql: `select id, coalesce(name->>'fr', slug) as name from blog_category where deleted_at is null and (?::text is null or name->>'fr' ilike ? or slug ilike ?) order by 2` },
  blog_posts: { sql: `select id, coalesce(title->>'fr', slug) as name from blog_post where deleted_at is null and (?::text is null or title->>'fr' ilike ? or slug ilike ?) order by 2` },
}

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** GET /admin/content/lookups/:kind?q= → up to 50 {id, name} for the admin's pickers (products: q of 3+ characters). */
export async function GET(req: MedusaRequest<unknown, GetAdminContentLookupsSchemaType>, res: MedusaResponse) {
  const kind = KINDS[req.params.kind]
  if (!kind) throw notFound("Lookup", req.params.kind)
  const { q } = req.validatedQuery
  if (kind.minQ && (q ?? "").length < kind.minQ) return void res.json({ items: [] })
  const pattern = q ? like(q) : null
  const { rows } = await pgOf(req).raw(`${kind.sql} limit 50`, [pattern, pattern, pattern])
  res.json({ items: rows.map((r: any) => ({ id: r.id, name: r.name })) })
}

import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { postCard, postRows } from "../../../../lib/blog-read"
import { notFound, pgOf, storeLang } from "../../../helpers"
import type { GetStoreBlogPostsSchemaType } from "../../../validators"

/** GET /store/blog/posts?category=<slug>&limit=&offset= → published posts, newest first, and their count. */
export async function GET(req: MedusaRequest<unknown, GetStoreBlogPostsSchemaType>, res: MedusaResponse) {
  const lang = storeLang(req)
  const q = req.validatedQuery
  const pg = pgOf(req)
  let categoryId: string | undefined
  if (q.category) {
    const { rows } = await pg.raw(`select id from blog_category where slug = ? and deleted_at is null`, [q.category])
    if (!rows[0]) throw notFound("Blog category", q.category)
    categoryId = rows[0].id
  }
  const rows = await postRows(pg, { categoryId, limit: q.limit, offset: q.offset, withCount: true })
  const count = rows.length ? Number(rows[0].total) : q.offset ? Number((await pg.raw(`select count(*) as n from blog_post p where p.deleted_at is null and p.published_at <= now() ${categoryId ? "and ? = any(p.category_ids)" : ""}`, categoryId ? [categoryId] : [])).rows[0].n) : 0
  res.json({ posts: rows.map((r) => postCard(r, lang)), count, limit: q.limit, offset: q.offset, locale: lang })
}

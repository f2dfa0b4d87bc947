import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { blogCategoryOut, postCard, postRows } from "../../../../../lib/blog-read"
import { notFound, parseOrThrow, pgOf, storeLang } from "../../../../helpers"

const Query = z.object({ limit: z.coerce.number().int().min(1).max(100).default(12), offset: z.coerce.number().int().min(0).default(0), locale: z.string().optional() })

/** GET /store/blog/categories/:slug → the category and its published posts (404 unknown). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const lang = storeLang(req)
  const q = parseOrThrow(Query, req.query, "query")
  const pg = pgOf(req)
  const { rows } = await pg.raw(`select id, slug, name, description, thumbnail_url from blog_category where slug = ? and deleted_at is null`, [req.params.slug])
  if (!rows[0]) throw notFound("Blog category", req.params.slug)
  const posts = await postRows(pg, { categoryId: rows[0].id, limit: q.limit, offset: q.offset, withCount: true })
  res.json({ category: blogCategoryOut(rows[0], lang), posts: posts.map((r) => postCard(r, lang)), count: Number(posts[0]?.total ?? 0), locale: lang })
}

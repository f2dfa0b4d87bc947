import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { blogCategoryOut, postCard, postRows } from "../../../../../lib/blog-read"
import { notFound, pgOf, storeLang } from "../../../../helpers"
import type { GetStoreBlogCategorySchemaType } from "../../../../validators"

/** GET /store/blog/categories/:slug → the category and its published posts (404 unknown). */
export async function GET(req: MedusaRequest<unknown, GetStoreBlogCategorySchemaType>, res: MedusaResponse) {
  const lang = storeLang(req)
  const q = req.validatedQuery
  const pg = pgOf(req)
  const { rows } = await pg.raw(`select id, slug, name, description, thumbnail_url from blog_category where slug = ? and deleted_at is null`, [req.params.slug])
  if (!rows[0]) throw notFound("Blog category", req.params.slug)
  const posts = await postRows(pg, { categoryId: rows[0].id, limit: q.limit, offset: q.offset, withCount: true })
  res.json({ category: blogCategoryOut(rows[0], lang), posts: posts.map((r) => postCard(r, lang)), count: Number(posts[0]?.total ?? 0), locale: lang })
}

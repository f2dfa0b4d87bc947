import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { postCard } from "../../../../lib/blog-read"
import { contentService, notFound, storeLang } from "../../../helpers"
import type { GetStoreBlogPostsSchemaType } from "../../../validators"
import type { StoreBlogPostsResponse } from "@shop/contracts/content"

/** GET /store/blog/posts?category=<slug>&limit=&offset= → published posts, newest first, and their count. */
export async function GET(req: MedusaRequest<unknown, GetStoreBlogPostsSchemaType>, res: MedusaResponse) {
  const lang = storeLang(req)
  const q = req.validatedQuery
  const service = contentService(req)
  let categoryId: string | undefined
  if (q.category) {
    const [category] = await service.listBlogCategories({ slug: q.category }, { select: ["id"], take: 1 })
    if (!category) throw notFound("Blog category", q.category)
    categoryId = category.id
  }
  const rows = await service.listPublishedPosts({ categoryId, limit: q.limit, offset: q.offset, withCount: true })
  // the window count is on the rows: a page past the last post counts apart
  const count = rows.length ? Number(rows[0].total) : q.offset ? await service.countPublishedPosts(categoryId) : 0
  res.json({ posts: rows.map((r) => postCard(r, lang)), count, limit: q.limit, offset: q.offset, locale: lang } satisfies StoreBlogPostsResponse)
}

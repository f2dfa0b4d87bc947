import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { blogCategoryOut, postCard } from "../../../../../lib/blog-read"
import { contentService, notFound, storeLang } from "../../../../helpers"
import { BLOG_CATEGORY_FIELDS } from "../../../../query-config"
import type { GetStoreBlogCategorySchemaType } from "../../../../validators"
import type { StoreBlogCategoryResponse } from "@shop/contracts/content"

/** GET /store/blog/categories/:slug → the category and its published posts (404 unknown). */
export async function GET(req: MedusaRequest<unknown, GetStoreBlogCategorySchemaType>, res: MedusaResponse) {
  const lang = storeLang(req)
  const q = req.validatedQuery
  const service = contentService(req)
  const [category] = await service.listBlogCategories({ slug: req.params.slug }, { select: BLOG_CATEGORY_FIELDS, take: 1 })
  if (!category) throw notFound("Blog category", req.params.slug)
  const posts = await service.listPublishedPosts({ categoryId: category.id, limit: q.limit, offset: q.offset, withCount: true })
  res.json({
    category: blogCategoryOut(category, lang),
    posts: posts.map((r) => postCard(r, lang)),
    count: Number(posts[0]?.total ?? 0),
    locale: lang,
  } satisfies StoreBlogCategoryResponse)
}

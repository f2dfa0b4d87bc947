import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { blogCategoryOut } from "../../../../lib/blog-read"
import { contentService, storeLang } from "../../../helpers"
import { BLOG_CATEGORY_FIELDS } from "../../../query-config"
import type { StoreBlogCategoriesResponse } from "@shop/contracts/content"

/** GET /store/blog/categories → every blog category in the locale. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const lang = storeLang(req)
  const rows = await contentService(req).listBlogCategories({}, { select: BLOG_CATEGORY_FIELDS, order: { slug: "ASC" }, take: null })
  res.json({ categories: rows.map((r) => blogCategoryOut(r, lang)), locale: lang } satisfies StoreBlogCategoriesResponse)
}

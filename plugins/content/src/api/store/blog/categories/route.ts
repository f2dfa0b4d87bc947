import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { blogCategoryOut } from "../../../../lib/blog-read"
import { pgOf, storeLang } from "../../../helpers"

/** GET /store/blog/categories → every blog category in the locale. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const lang = storeLang(req)
  const { rows } = await pgOf(req).raw(`select id, slug, name, description, thumbnail_url from blog_category where deleted_at is null order by slug`)
  res.json({ categories: rows.map((r: any) => blogCategoryOut(r, lang)), locale: lang })
}

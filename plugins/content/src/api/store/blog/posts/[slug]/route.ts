import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { postCard } from "../../../../../lib/blog-read"
import { pick } from "../../../../../lib/i18n"
import { notFound, pgOf, storeLang } from "../../../../helpers"

/** GET /store/blog/posts/:slug → the post (404 when unknown, a draft or scheduled). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const lang = storeLang(req)
  const { rows } = await pgOf(req).raw(
    `select p.*, (select coalesce(json_agg(json_build_object('slug', c.slug, 'name', c.name) order by c.slug), '[]'::json)
                    from blog_category c where c.id = any(p.category_ids) and c.deleted_at is null) as cats
       from blog_post p where p.slug = ? and p.deleted_at is null and p.published_at is not null and p.published_at <= now()`,
    [req.params.slug]
  )
  if (!rows[0]) throw notFound("Blog post", req.params.slug)
  const r = rows[0]
  res.json({ post: { ...postCard(r, lang), body_html: pick(r.body_html, lang) ?? "", meta_description: pick(r.meta_description, lang) }, locale: lang })
}

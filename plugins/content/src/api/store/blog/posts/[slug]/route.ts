import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { postCard } from "../../../../../lib/blog-read"
import { pick } from "../../../../../lib/i18n"
import { contentService, notFound, storeLang } from "../../../../helpers"
import type { StoreBlogPostResponse } from "@shop/contracts/content"

/** GET /store/blog/posts/:slug → the post (404 when unknown, a draft or scheduled). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const lang = storeLang(req)
  const r = await contentService(req).retrievePublishedPost(req.params.slug)
  if (!r) throw notFound("Blog post", req.params.slug)
  res.json({
    post: { ...postCard(r, lang), body_html: pick(r.body_html, lang) ?? "", meta_description: pick(r.meta_description, lang) },
    locale: lang,
  } satisfies StoreBlogPostResponse)
}

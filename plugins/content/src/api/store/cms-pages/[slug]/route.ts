import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { pick } from "../../../../lib/i18n"
import { contentService, notFound, storeLang } from "../../../helpers"
import type { StoreCmsPageResponse } from "@shop/contracts/content"

/** GET /store/cms-pages/:slug → a published CMS page in the locale (404 unknown or unpublished). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const lang = storeLang(req)
  const [r] = await contentService(req).listCmsPages(
    { slug: req.params.slug, published: true },
    { select: ["slug", "title", "body_html", "meta_description"], take: 1 }
  )
  if (!r) throw notFound("Page", req.params.slug)
  res.json({
    page: { slug: r.slug, title: pick(r.title, lang) ?? r.slug, body_html: pick(r.body_html, lang) ?? "", meta_description: pick(r.meta_description, lang) },
    locale: lang,
  } satisfies StoreCmsPageResponse)
}

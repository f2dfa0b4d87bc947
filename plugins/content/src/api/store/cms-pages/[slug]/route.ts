import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { pick } from "../../../../lib/i18n"
import { notFound, pgOf, storeLang } from "../../../helpers"

/** GET /store/cms-pages/:slug → a published CMS page in the locale (404 unknown or unpublished). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const lang = storeLang(req)
  const { rows } = await pgOf(req).raw(`select slug, title, body_html, meta_description from cms_page where slug = ? and published and deleted_at is null`, [req.params.slug])
  if (!rows[0]) throw notFound("Page", req.params.slug)
  const r = rows[0]
  res.json({ page: { slug: r.slug, title: pick(r.title, lang) ?? r.slug, body_html: pick(r.body_html, lang) ?? "", meta_description: pick(r.meta_description, lang) }, locale: lang })
}

import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { localized, localizedText } from "../../../../lib/localize"
import { slug as slugSchema } from "../../../validators"
import { catalogService, logoOf, notFound, parseOrThrow, storeLocale } from "../../../helpers"

/** One active brand by slug with its lines, localized; 404 for an unknown or inactive brand. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const locale = storeLocale(req)
  const slug = parseOrThrow(slugSchema("slug"), req.params.slug, "slug")
  const s = catalogService(req)
  const [brand] = await s.listBrands(
    { slug, active: true },
    { select: ["id", "name", "slug", "logo_url", "description", "translations"] }
  )
  if (!brand) throw notFound("Brand", slug)
  const lines = await s.listBrandLines(
    { brand_id: brand.id },
    { select: ["id", "name", "slug", "logo_url", "translations"], take: null }
  )
  res.setHeader("Cache-Control", "public, max-age=60, stale-while-revalidate=600")
  res.json({
    brand: {
      id: brand.id,
      slug: brand.slug,
      name: localizedText(brand, "name", locale),
      description: localized(brand, "description", locale),
      ...logoOf(brand),
      lines: lines
        .map((l) => ({ id: l.id, slug: l.slug, name: localizedText(l, "name", locale), ...logoOf(l) }))
        .sort((a, b) => a.name.localeCompare(b.name, locale)),
    },
    locale,
  })
}

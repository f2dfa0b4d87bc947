import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { localized, localizedText } from "../../../../lib/localize"
import { isSlug } from "@shop/shared/slug"
import { catalogService, logoOf, notFound, storeLocale } from "../../../helpers"
import { defaultStoreBrandLineFields } from "../query-config"
import type { StoreGetBrandsType } from "../validators"

/** One active brand by slug with its lines, localized; 404 for an unknown or inactive brand. */
export async function GET(req: MedusaRequest<unknown, StoreGetBrandsType>, res: MedusaResponse) {
  const locale = storeLocale(req)
  const slug = req.params.slug
  if (!isSlug(slug)) throw new MedusaError(MedusaError.Types.INVALID_DATA, "Invalid slug: slug must be a slug: lowercase letters, digits and single dashes")
  const s = catalogService(req)
  const [brand] = await s.listBrands({ slug, active: true }, { select: req.queryConfig.fields })
  if (!brand) throw notFound("Brand", slug)
  const lines = await s.listBrandLines({ brand_id: brand.id }, { select: defaultStoreBrandLineFields, take: null })
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

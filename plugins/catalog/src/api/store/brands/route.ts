import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { localized, localizedText } from "../../../lib/localize"
import { catalogService, logoOf, storeLocale } from "../../helpers"
import type { StoreGetBrandsType } from "./validators"
import type { StoreBrandsResponse } from "@shop/contracts/catalog"

/** Active brands in `?locale=fr|en|ar` (French fallback), sorted by their shown name. */
export async function GET(req: MedusaRequest<unknown, StoreGetBrandsType>, res: MedusaResponse) {
  const locale = storeLocale(req)
  const brands = await catalogService(req).listBrands({ active: true }, { select: req.queryConfig.fields, take: null })
  const shown = brands
    .map((b) => ({
      id: b.id,
      slug: b.slug,
      name: localizedText(b, "name", locale),
      description: localized(b, "description", locale),
      ...logoOf(b),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
  res.setHeader("Cache-Control", "public, max-age=60, stale-while-revalidate=600")
  res.json({ brands: shown, count: shown.length, locale } satisfies StoreBrandsResponse)
}

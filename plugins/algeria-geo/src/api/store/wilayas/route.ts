import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { GetStoreWilayasSchemaType } from "../../validators"
import { geoService, searchFilter } from "../../helpers"
import type { StoreWilayasResponse } from "@shop/contracts/geo"

/** Deliverable wilayas, in code order, with French and Arabic names. */
export async function GET(req: MedusaRequest<unknown, GetStoreWilayasSchemaType>, res: MedusaResponse) {
  const { q } = req.validatedQuery
  const wilayas = await geoService(req).listWilayas({ deliverable: true, ...searchFilter(q) }, { ...req.retrieveConfig, order: { code: "ASC" }, take: null })
  res.setHeader("Cache-Control", "public, max-age=30")
  res.json({ wilayas } satisfies StoreWilayasResponse)
}

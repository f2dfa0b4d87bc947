import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { GetStoreGeoSchema } from "../../validators"
import { WILAYA_FIELDS, geoService, parseOrThrow, searchFilter } from "../../helpers"

/** Deliverable wilayas, in code order, with French and Arabic names. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { q } = parseOrThrow(GetStoreGeoSchema, req.query, "query")
  const wilayas = await geoService(req).listWilayas(
    { deliverable: true, ...searchFilter(q) },
    { select: WILAYA_FIELDS.filter((f) => f !== "deliverable") as string[], order: { code: "ASC" }, take: null }
  )
  res.setHeader("Cache-Control", "public, max-age=30")
  res.json({ wilayas })
}

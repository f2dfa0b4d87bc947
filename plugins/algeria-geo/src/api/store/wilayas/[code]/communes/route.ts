import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { GetStoreCommunesSchemaType } from "../../../../validators"
import { communeDto, geoService, searchFilter, wilayaCode } from "../../../../helpers"
import type { StoreCommunesResponse } from "@shop/contracts/geo"

/** The deliverable communes of a deliverable wilaya; 404 when the wilaya is unknown or not delivered. */
export async function GET(req: MedusaRequest<unknown, GetStoreCommunesSchemaType>, res: MedusaResponse) {
  const code = wilayaCode(req)
  const { q } = req.validatedQuery
  const service = geoService(req)
  const [wilaya] = await service.listWilayas({ code, deliverable: true }, { select: ["id"] })
  if (!wilaya) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `Wilaya ${code} was not found`)
  }
  const communes = await service.listCommunes(
    { wilaya_id: wilaya.id, deliverable: true, ...searchFilter(q) },
    { ...req.retrieveConfig, order: { name_fr: "ASC" }, take: null }
  )
  res.setHeader("Cache-Control", "public, max-age=30")
  res.json({ communes: communes.map((c) => ({ ...communeDto(c), wilaya_code: code })) } satisfies StoreCommunesResponse)
}

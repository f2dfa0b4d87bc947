import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export type CodRegion = { id: string; currency_code: string }
type RegionRow = CodRegion & { countries?: ({ iso_2: string } | null)[] | null }

/** The shop's Algerian region (DZD, country dz), made by the seed. It only reads. */
export const findCodRegionStep = createStep("find-cod-region", async (_: void, { container }) => {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "region",
    fields: ["id", "currency_code", "countries.iso_2"],
    filters: { currency_code: "dzd" },
  })
  const region = (data as RegionRow[]).find((r) => r.countries?.some((c) => c?.iso_2 === "dz"))
  if (!region) throw new MedusaError(MedusaError.Types.NOT_FOUND, "No region sells in DZD to Algeria")
  return new StepResponse<CodRegion>({ id: region.id, currency_code: region.currency_code })
})

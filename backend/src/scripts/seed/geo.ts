import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { loadAlgeriaData, seedAlgeriaGeoWorkflow } from "@shop/algeria-geo/workflows"
import path from "path"

export const ALGERIA_DATA_DIR = path.resolve(__dirname, "../../../../data/algeria")

/** All 69 wilayas and 1,541 communes from data/algeria; only missing ones are inserted. */
export async function seedGeo(container: MedusaContainer, dir = process.env.ALGERIA_DATA_DIR || ALGERIA_DATA_DIR) {
  const { result } = await seedAlgeriaGeoWorkflow(container).run({ input: loadAlgeriaData(dir) })
  if (result.wilayas || result.communes) {
    container.resolve(ContainerRegistrationKeys.LOGGER).info(`seed: ${result.wilayas} wilayas, ${result.communes} communes`)
  }
  return result
}

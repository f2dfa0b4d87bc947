import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { GEO_MODULE } from "../../modules/geo"
import type GeoModuleService from "../../modules/geo/service"
import type { CommuneSeed, WilayaSeed } from "../../modules/geo/service"

export type SeedGeoInput = { wilayas: WilayaSeed[]; communes: CommuneSeed[] }

export const seedGeoStep = createStep(
  "seed-algeria-geo",
  async (input: SeedGeoInput, { container }) => {
    const service = container.resolve<GeoModuleService>(GEO_MODULE)
    const before = new Set((await service.listWilayas({}, { select: ["id"], take: null })).map((w) => w.id))
    const beforeC = new Set((await service.listCommunes({}, { select: ["id"], take: null })).map((c) => c.id))
    const created = await service.seedGeo(input.wilayas, input.communes)
    return new StepResponse(created, { before: [...before], beforeC: [...beforeC] })
  },
  async (snapshot, { container }) => {
    if (!snapshot) return
    // Remove only what this run inserted, leaving earlier data and its switches alone.
    const service = container.resolve<GeoModuleService>(GEO_MODULE)
    const keepC = new Set(snapshot.beforeC)
    const keepW = new Set(snapshot.before)
    const communes = await service.listCommunes({}, { select: ["id"], take: null })
    await service.deleteCommunes(communes.map((c) => c.id).filter((id) => !keepC.has(id)))
    const wilayas = await service.listWilayas({}, { select: ["id"], take: null })
    await service.deleteWilayas(wilayas.map((w) => w.id).filter((id) => !keepW.has(id)))
  }
)

import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { StopDeskTranslations } from "@shop/contracts/transporters"
import { MedusaError } from "@medusajs/framework/utils"
import { TRANSPORTER_MODULE } from "../../modules/transporter"
import type TransporterModuleService from "../../modules/transporter/service"
import type { DeliveryType, QuoteRate } from "../../lib/quote"
import type { GeoReader } from "../../lib/pricing"

export type SeedTransporterRowsInput = {
  transporter_id: string
  rates: QuoteRate[]
  overrides?: Array<{ commune_code: number; delivery_type: DeliveryType; served: boolean; price?: number | null }>
  stop_desks?: Array<{
    commune_code: number
    name: string
    address: string
    opening_hours?: string | null
    phone?: string | null
    translations?: StopDeskTranslations | null
  }>
}

/** Inserts a new transporter's rates, commune overrides and stop-desks; compensation deletes them. */
export const seedTransporterRowsStep = createStep(
  "seed-transporter-rows",
  async (input: SeedTransporterRowsInput, { container }) => {
    const service = container.resolve<TransporterModuleService>(TRANSPORTER_MODULE)
    const geo = container.resolve<GeoReader>("geo")
    const desks = input.stop_desks ?? []
    const codes = [...new Set(desks.map((d) => d.commune_code))]
    const communes = codes.length ? await geo.listCommunes({ code: codes }, { relations: ["wilaya"], take: null }) : []
    const wilayaOf = new Map(communes.map((c) => [c.code, c.wilaya.code]))
    for (const d of desks) {
      if (!wilayaOf.has(d.commune_code)) {
        throw new MedusaError(MedusaError.Types.INVALID_DATA, `stop-desk "${d.name}": no commune has ONS code ${d.commune_code}`)
      }
    }
    const transporter_id = input.transporter_id
    const rates = await service.createTransporterRates(input.rates.map((r) => ({ ...r, return_fee: r.return_fee ?? null, transporter_id })))
    const overrides = await service.createCommuneOverrides(
      (input.overrides ?? []).map((o) => ({ ...o, price: o.served ? (o.price ?? null) : null, transporter_id }))
    )
    const created = await service.createStopDesks(desks.map((d) => ({ ...d, wilaya_code: wilayaOf.get(d.commune_code)!, transporter_id })))
    const ids = { rates: rates.map((r) => r.id), overrides: overrides.map((o) => o.id), desks: created.map((d) => d.id) }
    return new StepResponse({ rates: ids.rates.length, overrides: ids.overrides.length, stop_desks: ids.desks.length }, ids)
  },
  async (ids, { container }) => {
    if (!ids) return
    const service = container.resolve<TransporterModuleService>(TRANSPORTER_MODULE)
    await service.deleteStopDesks(ids.desks)
    await service.deleteCommuneOverrides(ids.overrides)
    await service.deleteTransporterRates(ids.rates)
  }
)

import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  batchLinksWorkflow,
  createLocationFulfillmentSetWorkflow,
  createServiceZonesWorkflow,
  createShippingProfilesWorkflow,
} from "@medusajs/medusa/core-flows"
import {
  TRANSPORTER_MODULE,
  TRANSPORTER_PROVIDER_IDENTIFIER,
  describeCsvErrors,
  parseRatesCsv,
  seedTransporterWorkflow,
  syncTransporterShippingOptionsWorkflow,
  type SeedTransporterInput,
} from "@shop/transporters/workflows"
import type { TransporterModuleService } from "@shop/transporters/modules/transporter"
import { readFileSync } from "fs"
import path from "path"

export const TRANSPORTERS_DATA_DIR = path.resolve(__dirname, "../../../../data/transporters")

export const DELIVERY = {
  fulfillmentSet: "Livraison Algérie",
  serviceZone: "Algérie",
  manualProvider: "manual_manual",
}

type SeedFile = {
  transporters: Array<{
    code: string
    name: string
    phone?: string | null
    logo_url?: string | null
    tracking_url_pattern?: string | null
    supports_home?: boolean
    supports_stop_desk?: boolean
    rates_file: string
    overrides?: SeedTransporterInput["overrides"]
    stop_desks?: SeedTransporterInput["stop_desks"]
  }>
}

/**
 * Delivery for the warehouse: the shipping profile, a "shipping" fulfillment set with a
 * service zone covering Algeria, the manual and transporter providers on the location.
 * Each piece is looked up before it is created.
 */
/** What the seed reads of the warehouse's delivery links (query.graph gives them untyped here). */
type StockLocationDelivery = {
  fulfillment_sets?: ({ id: string; type: string } | null)[]
  fulfillment_providers?: ({ id: string } | null)[]
}

async function seedDeliveryZone(container: MedusaContainer, locationId: string) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const fulfillment = container.resolve(Modules.FULFILLMENT)

  if (!(await fulfillment.listShippingProfiles({ type: "default" })).length) {
    await createShippingProfilesWorkflow(container).run({
      input: { data: [{ name: "Default Shipping Profile", type: "default" }] },
    })
    logger.info("seed: default shipping profile")
  }

  const location = async () =>
    (
      await query.graph({
        entity: "stock_location",
        fields: ["id", "fulfillment_sets.id", "fulfillment_sets.type", "fulfillment_providers.id"],
        filters: { id: locationId },
      })
    ).data[0] as StockLocationDelivery
  let set = (await location()).fulfillment_sets?.find((s) => s?.type === "shipping")
  if (!set) {
    const [existing] = await fulfillment.listFulfillmentSets({ name: DELIVERY.fulfillmentSet })
    if (existing) {
      await batchLinksWorkflow(container).run({
        input: {
          create: [
            {
              [Modules.STOCK_LOCATION]: { stock_location_id: locationId },
              [Modules.FULFILLMENT]: { fulfillment_set_id: existing.id },
            },
          ],
        },
      })
    } else {
      await createLocationFulfillmentSetWorkflow(container).run({
        input: { location_id: locationId, fulfillment_set_data: { name: DELIVERY.fulfillmentSet, type: "shipping" } },
      })
      logger.info(`seed: fulfillment set "${DELIVERY.fulfillmentSet}"`)
    }
    set = (await location()).fulfillment_sets?.find((s) => s?.type === "shipping")
  }
  if (!set) throw new Error(`seed: the warehouse has no "shipping" fulfillment set`)

  const zones = await fulfillment.listServiceZones({ fulfillment_set: { id: set.id } }, { relations: ["geo_zones"] })
  if (!zones.some((z) => z.geo_zones.some((g) => g.country_code === "dz"))) {
    await createServiceZonesWorkflow(container).run({
      input: {
        data: [{ fulfillment_set_id: set.id, name: DELIVERY.serviceZone, geo_zones: [{ type: "country", country_code: "dz" }] }],
      },
    })
    logger.info(`seed: service zone "${DELIVERY.serviceZone}" (dz)`)
  }

  const providers = await fulfillment.listFulfillmentProviders({})
  const transporterProvider = providers.find((p) => p.id.startsWith(`${TRANSPORTER_PROVIDER_IDENTIFIER}_`))
  if (!transporterProvider) throw new Error("seed: the transporter fulfillment provider is not registered (medusa-config.ts)")
  const wanted = [DELIVERY.manualProvider, transporterProvider.id]
  const linked = new Set(((await location()).fulfillment_providers ?? []).map((p) => p?.id))
  const missing = wanted.filter((id) => !linked.has(id))
  if (missing.length) {
    await batchLinksWorkflow(container).run({
      input: {
        create: missing.map((id) => ({
          [Modules.STOCK_LOCATION]: { stock_location_id: locationId },
          [Modules.FULFILLMENT]: { fulfillment_provider_id: id },
        })),
      },
    })
  }
}

/**
 * The delivery zone and the demo couriers of data/transporters. A courier already present
 * (by code) is left as the merchant made it, or deleted; only its missing shipping options are restored.
 */
export async function seedTransporters(container: MedusaContainer, locationId: string, dir = process.env.TRANSPORTERS_DATA_DIR || TRANSPORTERS_DATA_DIR) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  await seedDeliveryZone(container, locationId)

  const file: SeedFile = JSON.parse(readFileSync(path.join(dir, "transporters.json"), "utf8"))
  const service = container.resolve<TransporterModuleService>(TRANSPORTER_MODULE)
  let created = 0
  for (const { rates_file, overrides = [], stop_desks = [], ...fields } of file.transporters) {
    // A courier the merchant deleted stays deleted: look at soft-deleted rows too.
    const [existing] = await service.listTransporters({ code: fields.code }, { select: ["id", "deleted_at"], withDeleted: true })
    if (existing) {
      if (!existing.deleted_at) {
        await syncTransporterShippingOptionsWorkflow(container).run({ input: { transporter_id: existing.id } })
      }
      continue
    }
    const parsed = parseRatesCsv(readFileSync(path.join(dir, rates_file), "utf8"))
    if (!parsed.ok) throw new Error(`seed: ${rates_file}: ${describeCsvErrors(parsed.errors)}`)
    await seedTransporterWorkflow(container).run({
      input: { transporter: fields, rates: parsed.rows, overrides, stop_desks },
    })
    created++
    logger.info(`seed: transporter ${fields.name} (${parsed.rows.length} rates)`)
  }
  return { transporters: created }
}

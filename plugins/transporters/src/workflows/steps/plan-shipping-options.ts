import type { FulfillmentWorkflow, MedusaContainer } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys, MedusaError, Modules, ShippingOptionPriceType } from "@medusajs/framework/utils"
import { TRANSPORTER_MODULE } from "../../modules/transporter"
import type TransporterModuleService from "../../modules/transporter/service"
import { DELIVERY_TYPE_LABELS, TRANSPORTER_PROVIDER_IDENTIFIER, shippingOptionName } from "../../lib/option-data"
import { DELIVERY_TYPES, type DeliveryType } from "../../lib/quote"

export type PlanShippingOptionsInput = { transporter_id: string; remove_all?: boolean }

export type ShippingOptionsPlan = {
  create: FulfillmentWorkflow.CreateShippingOptionsWorkflowInput[]
  update: Array<{ id: string; name: string }>
  delete: string[]
}

/** The fulfillment sets with the fields `findZone` asks Query for. */
type FulfillmentSetRow = {
  id: string
  locations?: ({ fulfillment_providers?: ({ id: string } | null)[] | null } | null)[] | null
  service_zones?: { id: string; created_at: Date | string; geo_zones?: { type: string; country_code: string }[] | null }[] | null
}
/** A shipping option linked to a transporter, as Query returns it. */
type LinkedOptionRow = { id: string; name: string; data: Record<string, unknown> | null; deleted_at: Date | string | null }

/** The shop's delivery zone: a service zone covering country dz whose location offers our provider. */
async function findZone(container: MedusaContainer, providerId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: sets } = await query.graph({
    entity: "fulfillment_set",
    fields: [
      "id",
      "created_at",
      "service_zones.id",
      "service_zones.created_at",
      "service_zones.geo_zones.type",
      "service_zones.geo_zones.country_code",
      "locations.fulfillment_providers.id",
    ],
    filters: { type: "shipping" },
  })
  const zones = (sets as FulfillmentSetRow[])
    .filter((s) => (s.locations ?? []).some((l) => (l?.fulfillment_providers ?? []).some((p) => p?.id === providerId)))
    .flatMap((s) => s.service_zones ?? [])
    .filter((z) => (z.geo_zones ?? []).some((g) => g.country_code === "dz"))
    .sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)))
  return zones[0]?.id
}

/**
 * Compares the transporter's shipping options with what it should have (one calculated
 * option per supported delivery type while active, none once inactive or deleted).
 * Reads only; the workflow applies the plan with Medusa's own shipping-option workflows.
 */
export const planShippingOptionsStep = createStep("plan-transporter-shipping-options", async (input: PlanShippingOptionsInput, { container }) => {
  const transporters = container.resolve<TransporterModuleService>(TRANSPORTER_MODULE)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const [transporter] = await transporters.listTransporters({ id: input.transporter_id }, { withDeleted: true })
  if (!transporter) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Transporter ${input.transporter_id} was not found`)

  const {
    data: [linked],
  } = await query.graph({
    entity: "transporter",
    fields: ["id", "shipping_options.id", "shipping_options.name", "shipping_options.data", "shipping_options.deleted_at"],
    filters: { id: input.transporter_id },
  })
  const current = ((linked?.shipping_options ?? []) as (LinkedOptionRow | null)[]).filter((o): o is LinkedOptionRow => !!o && !o.deleted_at)

  const wanted = new Set<DeliveryType>(
    input.remove_all || !transporter.active || transporter.deleted_at
      ? []
      : DELIVERY_TYPES.filter((t) => (t === "home" ? transporter.supports_home : transporter.supports_stop_desk))
  )
  const plan: ShippingOptionsPlan = { create: [], update: [], delete: [] }
  const have = new Set<DeliveryType>()
  for (const option of current) {
    const type = option.data?.delivery_type as DeliveryType
    if (!wanted.has(type) || have.has(type)) {
      plan.delete.push(option.id)
      continue
    }
    have.add(type)
    const name = shippingOptionName(transporter.name, type)
    if (option.name !== name) plan.update.push({ id: option.id, name })
  }
  const missing = [...wanted].filter((t) => !have.has(t))
  if (missing.length) {
    const fulfillment = container.resolve(Modules.FULFILLMENT)
    const prefix = `${TRANSPORTER_PROVIDER_IDENTIFIER}_`
    const provider = (await fulfillment.listFulfillmentProviders({})).find((p) => p.id.startsWith(prefix))
    if (!provider) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "The transporter fulfillment provider is not registered (medusa-config.ts)")
    }
    const zoneId = await findZone(container, provider.id)
    if (!zoneId) {
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        `No shipping service zone covers Algeria (dz) at a location offering ${provider.id}: create one in Settings › Locations & Shipping, or run the seed`
      )
    }
    const [profile] = await fulfillment.listShippingProfiles({ type: "default" }, { select: ["id"] })
    const [anyProfile] = profile ? [profile] : await fulfillment.listShippingProfiles({}, { select: ["id"], take: 1 })
    if (!anyProfile) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "No shipping profile exists")
    for (const type of missing) {
      plan.create.push({
        name: shippingOptionName(transporter.name, type),
        price_type: ShippingOptionPriceType.CALCULATED,
        service_zone_id: zoneId,
        shipping_profile_id: anyProfile.id,
        provider_id: provider.id,
        type: { code: type, ...DELIVERY_TYPE_LABELS[type] },
        data: { transporter_id: transporter.id, delivery_type: type },
        rules: [
          { attribute: "enabled_in_store", value: "true", operator: "eq" },
          { attribute: "is_return", value: "false", operator: "eq" },
        ],
      })
    }
  }
  return new StepResponse(plan)
})

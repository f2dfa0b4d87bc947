import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createApiKeysWorkflow,
  createRegionsWorkflow,
  createSalesChannelsWorkflow,
  createStockLocationsWorkflow,
  createTaxRegionsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
  updateStoresWorkflow,
} from "@medusajs/medusa/core-flows"

export const SHOP = {
  storeName: "Boutique DZ",
  salesChannel: "Boutique en ligne",
  region: "Algérie",
  keyTitle: "Storefront",
  location: "Entrepôt principal - Alger",
  vatRate: Number(process.env.SHOP_VAT_RATE ?? 19),
}

/**
 * The store, sales channel, region, VAT, publishable key and stock location.
 * Every step looks for what it would create first, so running it again adds nothing.
 */
export async function seedShop(container: MedusaContainer) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const salesChannelModule = container.resolve(Modules.SALES_CHANNEL)
  const regionModule = container.resolve(Modules.REGION)
  const taxModule = container.resolve(Modules.TAX)
  const apiKeyModule = container.resolve(Modules.API_KEY)
  const stockModule = container.resolve(Modules.STOCK_LOCATION)

  // Sales channel: Medusa creates a default one on first boot; it becomes the shop's.
  const {
    data: [store],
  } = await query.graph({ entity: "store", fields: ["id", "name", "default_sales_channel_id", "supported_currencies.*"] })
  let [channel] = store.default_sales_channel_id
    ? await salesChannelModule.listSalesChannels({ id: store.default_sales_channel_id })
    : await salesChannelModule.listSalesChannels({ name: SHOP.salesChannel })
  if (!channel) {
    const { result } = await createSalesChannelsWorkflow(container).run({
      input: { salesChannelsData: [{ name: SHOP.salesChannel, description: "Commandes du site" }] },
    })
    channel = result[0]
    logger.info(`seed: sales channel "${channel.name}"`)
  } else if (channel.name !== SHOP.salesChannel) {
    channel = await salesChannelModule.updateSalesChannels(channel.id, { name: SHOP.salesChannel, description: "Commandes du site" })
  }

  // Store: DZD only, prices entered tax-inclusive
  const hasDzd = store.supported_currencies?.some(
    (c: { currency_code?: string | null; is_default?: boolean | null } | null | undefined) => c?.currency_code === "dzd" && !!c?.is_default
  )
  if (!hasDzd || store.default_sales_channel_id !== channel.id || store.name !== SHOP.storeName) {
    await updateStoresWorkflow(container).run({
      input: {
        selector: { id: store.id },
        update: {
          name: SHOP.storeName,
          supported_currencies: [{ currency_code: "dzd", is_default: true, is_tax_inclusive: true }],
          default_sales_channel_id: channel.id,
        },
      },
    })
    logger.info("seed: store set to DZD, tax-inclusive")
  }

  // Region with cash on delivery (the system payment provider)
  let [region] = await regionModule.listRegions({ name: SHOP.region })
  if (!region) {
    const { result } = await createRegionsWorkflow(container).run({
      input: {
        regions: [
          {
            name: SHOP.region,
            currency_code: "dzd",
            countries: ["dz"],
            payment_providers: ["pp_system_default"],
            is_tax_inclusive: true,
          },
        ],
      },
    })
    region = result[0]
    logger.info(`seed: region "${region.name}"`)
  }

  // VAT 19 %
  const taxRegion = (await taxModule.listTaxRegions({ country_code: "dz" })).find((t) => !t.parent_id)
  if (!taxRegion) {
    await createTaxRegionsWorkflow(container).run({
      input: [
        {
          country_code: "dz",
          provider_id: "tp_system",
          default_tax_rate: { rate: SHOP.vatRate, code: "TVA", name: `TVA ${SHOP.vatRate} %` },
        },
      ],
    })
    logger.info(`seed: VAT ${SHOP.vatRate} %`)
  }

  // Publishable key for the storefront (Medusa's default key is reused and renamed)
  const keys = (await apiKeyModule.listApiKeys({ type: "publishable" })).filter((k) => !k.revoked_at)
  let key = keys.find((k) => k.title === SHOP.keyTitle) ?? keys[0]
  if (!key) {
    const { result } = await createApiKeysWorkflow(container).run({
      input: { api_keys: [{ title: SHOP.keyTitle, type: "publishable", created_by: "seed" }] },
    })
    key = result[0]
    logger.info("seed: publishable key")
  } else if (key.title !== SHOP.keyTitle) {
    key = await apiKeyModule.updateApiKeys(key.id, { title: SHOP.keyTitle })
  }
  const {
    data: [keyLinks],
  } = await query.graph({ entity: "api_key", fields: ["sales_channels.id"], filters: { id: key.id } })
  if (!keyLinks?.sales_channels?.some((sc: { id?: string | null } | null | undefined) => sc?.id === channel.id)) {
    await linkSalesChannelsToApiKeyWorkflow(container).run({ input: { id: key.id, add: [channel.id] } })
  }

  // Warehouse
  let [location] = await stockModule.listStockLocations({ name: SHOP.location })
  if (!location) {
    const { result } = await createStockLocationsWorkflow(container).run({
      input: {
        locations: [
          {
            name: SHOP.location,
            address: { address_1: "Rue Didouche Mourad", city: "Alger-Centre", province: "16", country_code: "dz" },
          },
        ],
      },
    })
    location = result[0]
    await linkSalesChannelsToStockLocationWorkflow(container).run({ input: { id: location.id, add: [channel.id] } })
    logger.info(`seed: stock location "${location.name}"`)
  }

  return { channel, region, publishableKey: key.token, location }
}

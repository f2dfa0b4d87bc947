import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { loadCatalogData, CATALOG_DATA_DIR } from "./catalog-data"
import { seedBrandsAndFeatures } from "./catalog-brands"
import { seedLocales } from "./catalog-locales"
import { seedProducts } from "./catalog-products"
import { seedSale } from "./catalog-sale"
import { seedTaxonomy } from "./catalog-taxonomy"

/**
 * The demo catalogue of data/catalog: locales, categories, tags, brands, features, products
 * with pictures, stock and en/ar translations, and the running sale. Only what is missing is
 * inserted; nothing the merchant has is overwritten. Returns what was inserted.
 */
export async function seedCatalog(
  container: MedusaContainer,
  shop: { channelId: string; locationId: string },
  dir = process.env.CATALOG_DATA_DIR || CATALOG_DATA_DIR
) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const started = Date.now()
  const data = loadCatalogData(dir)
  const [profile] = await container.resolve(Modules.FULFILLMENT).listShippingProfiles({ type: "default" })
  if (!profile) throw new Error("seed: the default shipping profile must exist before the catalogue")

  const locales = await seedLocales(container)
  const taxonomy = await seedTaxonomy(container, data)
  const catalog = await seedBrandsAndFeatures(container, data)
  const products = await seedProducts(container, data, {
    ...shop,
    shippingProfileId: profile.id,
    categoryIds: taxonomy.categoryIds,
    tagIds: taxonomy.tagIds,
    ...catalog,
  })
  const sale = await seedSale(container, data)

  const inserted = {
    ...locales,
    categories: taxonomy.categories,
    tags: taxonomy.tags,
    ...catalog.counts,
    ...products,
    ...sale,
  }
  if (Object.values(inserted).some(Boolean)) {
    logger.info(`seed: catalogue ${JSON.stringify(inserted)} in ${((Date.now() - started) / 1000).toFixed(1)}s`)
  }
  return inserted
}

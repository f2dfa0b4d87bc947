import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { generateImageSizesWorkflow } from "@shop/catalog/workflows"
import { loadCatalogData, CATALOG_DATA_DIR } from "./catalog-data"
import { seedBrandsAndFeatures } from "./catalog-brands"
import { seedLocales } from "./catalog-locales"
import { seedPacks } from "./catalog-packs"
import { seedProducts } from "./catalog-products"
import { seedSales } from "./catalog-sale"
import { seedTaxonomy } from "./catalog-taxonomy"

/**
 * The demo catalogue of data/catalog: locales, categories, tags, brands, features, products
 * with pictures (and their resized copies), stock and en/ar translations, packs and the running sales. Only what is missing is
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

  const before = new Set(
    (
      await container
        .resolve(Modules.PRODUCT)
        .listProducts({ handle: data.products.map((p) => p.handle) }, { select: ["handle"], withDeleted: true, take: null })
    ).map((p) => p.handle)
  )
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
  const sale = await seedSales(container, data, dir)
  const packs = await seedPacks(container, data, new Set(data.products.map((p) => p.handle).filter((h) => !before.has(h))))
  // the spec's picture sizes of every product picture still without them (quick when none are missing)
  const { result: leftover_sizes } = await generateImageSizesWorkflow(container).run({ input: {} })

  const inserted = {
    ...locales,
    categories: taxonomy.categories,
    tags: taxonomy.tags,
    ...catalog.counts,
    ...products,
    ...sale,
    ...packs,
    image_sizes: products.image_sizes + leftover_sizes,
  }
  if (Object.values(inserted).some(Boolean)) {
    logger.info(`seed: catalogue ${JSON.stringify(inserted)} in ${((Date.now() - started) / 1000).toFixed(1)}s`)
  }
  return inserted
}

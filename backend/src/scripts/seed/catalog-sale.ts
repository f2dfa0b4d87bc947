import type { FilterablePriceListProps, MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { CATALOG_MODULE, createCatalogDiscountWorkflow } from "@shop/catalog/workflows"
import type { CatalogModuleService } from "@shop/catalog/modules/catalog"
import { readFileSync } from "fs"
import path from "path"
import type { CatalogData, SaleData } from "./catalog-data"

const DAY = 24 * 60 * 60 * 1000

/** Uploads a banner of `<dir>/banners` through the File module; its public URL. */
async function uploadBanner(container: MedusaContainer, dir: string, name: string) {
  const [file] = await container.resolve(Modules.FILE).createFiles([
    {
      filename: `promotion-${name}`,
      mimeType: name.endsWith(".svg") ? "image/svg+xml" : name.endsWith(".png") ? "image/png" : "image/jpeg",
      content: readFileSync(path.join(dir, "banners", name)).toString("base64"),
      access: "public" as const,
    },
  ])
  return file.url
}

/**
 * One running catalogue discount: −N % or −N DA on a category and its subcategories, ending in
 * N days, owning a Medusa SALE price list, so the store shows the old and the new price and the
 * cart charges the new one. Created once, by title; a discount the merchant edited or deleted is
 * left alone. A sale price list of that title left by an older seed is adopted by the discount
 * (its prices are recomputed from the rule).
 */
async function seedOneSale(container: MedusaContainer, sale: SaleData, dir: string) {
  const catalog = container.resolve<CatalogModuleService>(CATALOG_MODULE)
  const pricing = container.resolve(Modules.PRICING)
  const [discount] = await catalog.listCatalogDiscounts({ title: sale.title }, { withDeleted: true })
  if (discount) return { price_lists: 0, discounts: 0 }
  const [category] = await container.resolve(Modules.PRODUCT).listProductCategories({ handle: sale.category }, { select: ["id"] })
  if (!category) return { price_lists: 0, discounts: 0 }
  // FilterablePriceListProps omits `title`, which the price list service filters on at run time.
  const [adopted] = await pricing.listPriceLists({ title: sale.title } as unknown as FilterablePriceListProps)

  const now = Date.now()
  await createCatalogDiscountWorkflow(container).run({
    input: {
      rule_type: "category",
      target_ids: [category.id],
      value_type: sale.value_type,
      value: sale.value,
      starts_at: new Date(now - DAY),
      ends_at: adopted?.ends_at ? new Date(adopted.ends_at) : new Date(now + sale.days * DAY),
      banner_url: sale.banner ? await uploadBanner(container, dir, sale.banner) : null,
      title: sale.title,
      slogan: sale.description,
      translations: sale.translations ?? null,
      price_list_id: adopted?.id ?? null,
    },
  })
  return { price_lists: adopted ? 0 : 1, discounts: 1 }
}

/** The running sales of data/catalog/options.json (the promotion pages and their rotator). */
export async function seedSales(container: MedusaContainer, data: CatalogData, dir: string) {
  const total = { price_lists: 0, discounts: 0 }
  for (const sale of data.options.sales ?? []) {
    const r = await seedOneSale(container, sale, dir)
    total.price_lists += r.price_lists
    total.discounts += r.discounts
  }
  return total
}

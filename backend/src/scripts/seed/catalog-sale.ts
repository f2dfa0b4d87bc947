import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { CATALOG_MODULE, syncDiscountPriceList } from "@shop/catalog/workflows"
import type { CatalogData } from "./catalog-data"

const DAY = 24 * 60 * 60 * 1000

/**
 * The running catalogue discount: a catalog discount (−N % on one category and its
 * subcategories, ending in N days) that owns a Medusa SALE price list, so the store shows the old
 * and the new price and the cart charges the new one. Created once, by title; a discount the
 * merchant edited or deleted is left alone. A sale price list of that title left by an older seed
 * is adopted by the discount (its prices are recomputed from the rule).
 */
export async function seedSale(container: MedusaContainer, data: CatalogData) {
  const catalog = container.resolve(CATALOG_MODULE) as any
  const pricing = container.resolve(Modules.PRICING)
  const { sale } = data.options
  const [discount] = await catalog.listCatalogDiscounts({ title: sale.title }, { withDeleted: true })
  if (discount) return { price_lists: 0, discounts: 0 }
  const [category] = await container.resolve(Modules.PRODUCT).listProductCategories({ handle: sale.category }, { select: ["id"] })
  if (!category) return { price_lists: 0, discounts: 0 }
  const [adopted] = await pricing.listPriceLists({ title: sale.title } as any)

  const now = Date.now()
  const created = await catalog.createCatalogDiscounts({
    rule_type: "category",
    target_ids: [category.id],
    value_type: "percentage",
    value: sale.percent,
    starts_at: new Date(now - DAY),
    ends_at: adopted?.ends_at ? new Date(adopted.ends_at) : new Date(now + sale.days * DAY),
    title: sale.title,
    slogan: sale.description,
    translations: sale.translations ?? null,
    price_list_id: adopted?.id ?? null,
    status: "active",
  })
  await syncDiscountPriceList(container, created)
  return { price_lists: adopted ? 0 : 1, discounts: 1 }
}

import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules, PriceListStatus, PriceListType } from "@medusajs/framework/utils"
import { createPriceListsWorkflow } from "@medusajs/medusa/core-flows"
import { combinations, flattenCategories, variantPrice, variantSku, type CatalogData } from "./catalog-data"

const DAY = 24 * 60 * 60 * 1000

/** −percent, rounded to 10 DA as shop prices are. */
export const discounted = (price: number, percent: number) => Math.round((price * (1 - percent / 100)) / 10) * 10

/**
 * The running catalogue discount: a Medusa SALE price list (−N % on one category and its
 * subcategories, ending in N days), so the store shows the old and the new price and the cart
 * charges the new one. Created once, by title; a list the merchant edited or deleted is left alone.
 */
export async function seedSale(container: MedusaContainer, data: CatalogData) {
  const pricing = container.resolve(Modules.PRICING)
  const { sale } = data.options
  const [existing] = await pricing.listPriceLists({ title: sale.title } as any, { withDeleted: true } as any)
  if (existing) return { price_lists: 0 }

  const inSale = new Set(flattenCategories(data.categories).filter((c) => c.top.handle === sale.category).map((c) => c.handle))
  const wanted = new Map<string, number>()
  for (const p of data.products.filter((p) => inSale.has(p.category))) {
    for (const combo of combinations(p.options)) wanted.set(variantSku(p, combo), discounted(variantPrice(p, combo), sale.percent))
  }
  const variants = await container
    .resolve(Modules.PRODUCT)
    .listProductVariants({ sku: [...wanted.keys()] }, { select: ["id", "sku"], take: null })
  if (!variants.length) return { price_lists: 0 }

  const now = Date.now()
  await createPriceListsWorkflow(container).run({
    input: {
      price_lists_data: [
        {
          title: sale.title,
          description: sale.description,
          type: PriceListType.SALE,
          status: PriceListStatus.ACTIVE,
          starts_at: new Date(now - DAY).toISOString(),
          ends_at: new Date(now + sale.days * DAY).toISOString(),
          prices: variants.map((v) => ({ variant_id: v.id, currency_code: "dzd", amount: wanted.get(v.sku!)! })),
        },
      ],
    } as any, // the workflow reads `price_lists_data`; its exported input type still says `price_lists`
  })
  return { price_lists: 1 }
}

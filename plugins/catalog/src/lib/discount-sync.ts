import type { FilterablePriceProps, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, PriceListStatus } from "@medusajs/framework/utils"
import { catalogOf as catalog } from "./catalog-service"
import { saleAmount, type DiscountRuleType, type DiscountValueType } from "./discount"

export const DISCOUNT_CURRENCY = "dzd"

export type Discount = {
  id: string
  rule_type: DiscountRuleType
  target_ids: string[] | unknown
  value_type: DiscountValueType
  value: number
  starts_at?: Date | string | null
  ends_at: Date | string
  title: string
  slogan?: string | null
  status: string
  price_list_id?: string | null
}

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null)

/** Every descendant of the given categories, themselves included. */
async function categoryTree(container: MedusaContainer, ids: string[]) {
  const product = container.resolve(Modules.PRODUCT)
  const all = new Set(ids)
  let frontier = ids
  while (frontier.length) {
    const children = await product.listProductCategories({ parent_category_id: frontier }, { select: ["id"], take: null })
    frontier = children.map((c) => c.id).filter((id) => !all.has(id))
    frontier.forEach((id) => all.add(id))
  }
  return [...all]
}

/** The products a rule targets now (products added to a category or brand later are picked up by the next refresh). */
export async function targetedProductIds(container: MedusaContainer, rule: DiscountRuleType, targetIds: string[]) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const product = container.resolve(Modules.PRODUCT)
  if (rule === "all") return (await product.listProducts({}, { select: ["id"], take: null })).map((p) => p.id)
  if (rule === "product") return (await product.listProducts({ id: targetIds }, { select: ["id"], take: null })).map((p) => p.id)
  if (rule === "category") {
    const categories = await categoryTree(container, targetIds)
    const products = await product.listProducts({ categories: { id: categories } }, { select: ["id"], take: null })
    return products.map((p) => p.id)
  }
  const { data } = await query.graph({ entity: "brand", fields: ["id", "products.id"], filters: { id: targetIds } })
  // "products" is the brand link's field: the types of query.graph do not know links
  const brands = data as { products?: ({ id: string } | null)[] | null }[]
  return [...new Set(brands.flatMap((b) => (b.products ?? []).flatMap((p) => (p ? [p.id] : []))))]
}

/** The ids among `ids` that do not exist (categories, brands or products of a rule). */
export async function missingTargets(container: MedusaContainer, rule: DiscountRuleType, ids: string[]) {
  if (rule === "all" || !ids.length) return []
  let found: string[]
  if (rule === "product") found = (await container.resolve(Modules.PRODUCT).listProducts({ id: ids }, { select: ["id"] })).map((p) => p.id)
  else if (rule === "category") found = (await container.resolve(Modules.PRODUCT).listProductCategories({ id: ids }, { select: ["id"] })).map((c) => c.id)
  else found = (await catalog(container).listBrands({ id: ids }, { select: ["id"] })).map((b) => b.id)
  return ids.filter((id) => !found.includes(id))
}

type BasePriceRow = { id: string; amount: number | string; price_set_id: string; rules_count: number; min_quantity: number | string | null }

/** Base (no price list, no rule) DZD price of each variant of the products. */
async function basePrices(container: MedusaContainer, productIds: string[]) {
  if (!productIds.length) return [] as Array<{ variant_id: string; product_id: string; amount: number }>
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: variants } = await query.graph({
    entity: "product_variant",
    fields: ["id", "product_id", "price_set.id"],
    filters: { product_id: productIds },
  })
  const bySet = new Map<string, { id: string; product_id: string }>()
  for (const v of variants as { id: string; product_id: string; price_set?: { id: string } | null }[]) if (v.price_set?.id) bySet.set(v.price_set.id, v)
  if (!bySet.size) return []
  // `price_list_id: null` (prices in no list) works at run time; the filter type only takes ids
  const filters = { price_set_id: [...bySet.keys()], currency_code: DISCOUNT_CURRENCY, price_list_id: null } as unknown as FilterablePriceProps
  const prices = (await container.resolve(Modules.PRICING).listPrices(filters, {
    select: ["id", "amount", "price_set_id", "rules_count", "min_quantity"],
    take: null,
  })) as unknown as BasePriceRow[] // PriceDTO has no rules_count, selected above
  const out = new Map<string, { variant_id: string; product_id: string; amount: number }>()
  for (const p of prices) {
    if (p.rules_count > 0 || (p.min_quantity != null && Number(p.min_quantity) > 1)) continue
    const v = bySet.get(p.price_set_id)
    if (v && !out.has(v.id)) out.set(v.id, { variant_id: v.id, product_id: v.product_id, amount: Number(p.amount) })
  }
  return [...out.values()]
}

/** The sale prices the discount gives today, computed from the targeted variants' base prices. */
export async function computeDiscountPrices(container: MedusaContainer, d: Discount) {
  const productIds = await targetedProductIds(container, d.rule_type, (d.target_ids as string[]) ?? [])
  const prices: Array<{ variant_id: string; amount: number }> = []
  const products = new Set<string>()
  for (const base of await basePrices(container, productIds)) {
    const amount = saleAmount(base.amount, d.value_type, Number(d.value))
    if (amount === null) continue
    prices.push({ variant_id: base.variant_id, amount })
    products.add(base.product_id)
  }
  return { prices, product_ids: [...products] }
}

/** The fields of the discount's sale price list: its dates are the discount's, so pricing stops by itself at the end. */
export const priceListFields = (d: Discount) => ({
  title: d.title,
  description: d.slogan || d.title,
  starts_at: iso(d.starts_at),
  ends_at: iso(d.ends_at),
  status: d.status === "active" ? PriceListStatus.ACTIVE : PriceListStatus.DRAFT,
})

/** Which of the given price lists still exist (a merchant may have deleted one in Medusa's own screens). */
export async function existingPriceListIds(container: MedusaContainer, ids: Array<string | null | undefined>) {
  const wanted = ids.filter((id): id is string => !!id)
  if (!wanted.length) return [] as string[]
  return (await container.resolve(Modules.PRICING).listPriceLists({ id: wanted }, { select: ["id"] })).map((l) => l.id)
}

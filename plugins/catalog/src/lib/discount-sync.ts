import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, PriceListStatus, PriceListType } from "@medusajs/framework/utils"
import {
  batchPriceListPricesWorkflow,
  createPriceListsWorkflow,
  deletePriceListsWorkflow,
  updatePriceListsWorkflow,
} from "@medusajs/medusa/core-flows"
import { catalogOf as catalog } from "./catalog-service"
import { saleAmount, type DiscountRuleType, type DiscountValueType } from "./discount"

export const DISCOUNT_CURRENCY = "dzd"

type Discount = {
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
    const products = await product.listProducts({ categories: { id: categories } } as any, { select: ["id"], take: null })
    return products.map((p) => p.id)
  }
  const { data } = await query.graph({ entity: "brand", fields: ["id", "products.id"], filters: { id: targetIds } })
  return [...new Set((data as any[]).flatMap((b) => (b.products ?? []).filter(Boolean).map((p: any) => p.id as string)))]
}

/** The ids among `ids` that do not exist (categories, brands or products of a rule). */
export async function missingTargets(container: MedusaContainer, rule: DiscountRuleType, ids: string[]) {
  if (rule === "all" || !ids.length) return []
  let found: string[]
  if (rule === "product") found = (await container.resolve(Modules.PRODUCT).listProducts({ id: ids }, { select: ["id"] })).map((p) => p.id)
  else if (rule === "category")
    found = (await container.resolve(Modules.PRODUCT).listProductCategories({ id: ids }, { select: ["id"] })).map((c) => c.id)
  else found = (await catalog(container).listBrands({ id: ids }, { select: ["id"] })).map((b) => b.id)
  return ids.filter((id) => !found.includes(id))
}

/** Base (no price list, no rule) DZD price of each variant of the products. */
async function basePrices(container: MedusaContainer, productIds: string[]) {
  if (!productIds.length) return [] as Array<{ variant_id: string; product_id: string; amount: number }>
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: variants } = await query.graph({
    entity: "product_variant",
    fields: ["id", "product_id", "price_set.id"],
    filters: { product_id: productIds },
  })
  const bySet = new Map<string, any>()
  for (const v of variants as any[]) if (v.price_set?.id) bySet.set(v.price_set.id, v)
  if (!bySet.size) return []
  const prices = await container.resolve(Modules.PRICING).listPrices(
    { price_set_id: [...bySet.keys()], currency_code: DISCOUNT_CURRENCY, price_list_id: null } as any,
    { select: ["id", "amount", "price_set_id", "rules_count", "min_quantity"], take: null }
  )
  const out = new Map<string, { variant_id: string; product_id: string; amount: number }>()
  for (const p of prices as any[]) {
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

/**
 * Makes the discount's Medusa sale price list match the discount: dates, title, status and one
 * price per targeted variant. Creates the list the first time. The list's `ends_at` is the
 * discount's, so pricing stops by itself at the end date.
 */
export async function syncDiscountPriceList(container: MedusaContainer, d: Discount) {
  const { prices, product_ids } = await computeDiscountPrices(container, d)
  const listFields = {
    title: d.title,
    description: d.slogan || d.title,
    starts_at: iso(d.starts_at),
    ends_at: iso(d.ends_at),
    status: d.status === "active" ? PriceListStatus.ACTIVE : PriceListStatus.DRAFT,
  }
  let priceListId = d.price_list_id ?? null
  const pricing = container.resolve(Modules.PRICING)
  const [existing] = priceListId ? await pricing.listPriceLists({ id: [priceListId] }) : []
  if (!existing) {
    const { result } = await createPriceListsWorkflow(container).run({
      input: {
        price_lists_data: [
          {
            ...listFields,
            type: PriceListType.SALE,
            prices: prices.map((p) => ({ ...p, currency_code: DISCOUNT_CURRENCY })),
          },
        ],
      } as any, // the workflow reads `price_lists_data`; its exported input type still says `price_lists`
    })
    priceListId = (result as any)[0].id
  } else {
    await updatePriceListsWorkflow(container).run({ input: { price_lists_data: [{ id: existing.id, ...listFields }] } as any })
    const current = await pricing.listPrices({ price_list_id: [existing.id] } as any, { select: ["id"], take: null })
    await batchPriceListPricesWorkflow(container).run({
      input: {
        data: {
          id: existing.id,
          create: prices.map((p) => ({ ...p, currency_code: DISCOUNT_CURRENCY })),
          update: [],
          delete: current.map((p: any) => p.id),
        },
      },
    })
  }
  await catalog(container).updateCatalogDiscounts({
    id: d.id,
    price_list_id: priceListId,
    variant_count: prices.length,
    product_ids,
  } as any)
  return { price_list_id: priceListId!, variant_count: prices.length, product_ids }
}

/** Deletes the discount and its price list. */
export async function deleteDiscount(container: MedusaContainer, d: Discount) {
  if (d.price_list_id) {
    const [list] = await container.resolve(Modules.PRICING).listPriceLists({ id: [d.price_list_id] })
    if (list) await deletePriceListsWorkflow(container).run({ input: { ids: [list.id] } })
  }
  await catalog(container).deleteCatalogDiscounts(d.id)
}

/**
 * Ends every active discount whose end date has passed: status `ended` and its price list back
 * to draft (pricing already ignores it after `ends_at`; this makes it explicit for the admin).
 */
export async function endExpiredDiscounts(container: MedusaContainer, now = new Date()) {
  const service = catalog(container)
  const expired = await service.listCatalogDiscounts({ status: "active", ends_at: { $lte: now } } as any, { take: null })
  for (const d of expired) {
    await service.updateCatalogDiscounts({ id: d.id, status: "ended" })
    if (d.price_list_id) {
      const [list] = await container.resolve(Modules.PRICING).listPriceLists({ id: [d.price_list_id] })
      if (list) await updatePriceListsWorkflow(container).run({ input: { price_lists_data: [{ id: list.id, status: PriceListStatus.DRAFT }] } as any })
    }
  }
  return expired.map((d) => d.id)
}

/** Recomputes every active discount (new products in a category or brand, changed base prices). */
export async function refreshActiveDiscounts(container: MedusaContainer) {
  const active = await catalog(container).listCatalogDiscounts({ status: "active" }, { take: null })
  for (const d of active) await syncDiscountPriceList(container, d as any)
  return active.length
}

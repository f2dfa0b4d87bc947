import type { CreateOrderDTO } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules, OrderStatus } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { withoutQueryCache } from "@shop/shared/live-query"
import type { CheckedDelivery } from "../../lib/delivery"
import { lineItemOf, reservationLines, taxLinesData, type CalculatedPrice, type PricedVariant, type TaxLine } from "../../lib/lean-order"
import { codOrderRefusal } from "../cod-order-refusal"
import type { CodRegion } from "./find-cod-region"

export type PriceCodOrderInput = {
  items: { variant_id: string; quantity: number }[]
  sales_channel_id: string
  region: CodRegion
  customer_id: string
  delivery: CheckedDelivery
  metadata: Record<string, unknown>
}

/** The order to create, and what its completion will reserve once its lines have ids. */
export type PricedCodOrder = {
  order: CreateOrderDTO
  variants: PricedVariant[]
  location_ids: string[]
}

/** What an order line is made from (`lineItemOf`), with the stock levels its reservation picks from. */
export const PRICED_VARIANT_FIELDS = [
  "id",
  "title",
  "sku",
  "barcode",
  "thumbnail",
  "manage_inventory",
  "allow_backorder",
  "price_set.id",
  "product.id",
  "product.title",
  "product.subtitle",
  "product.description",
  "product.handle",
  "product.status",
  "product.discountable",
  "product.is_giftcard",
  "product.thumbnail",
  "product.type.id",
  "product.type.value",
  "product.collection.title",
  "product.shipping_profile.id",
  "inventory_items.inventory_item_id",
  "inventory_items.required_quantity",
  "inventory_items.inventory.requires_shipping",
  "inventory_items.inventory.location_levels.location_id",
  "inventory_items.inventory.location_levels.stocked_quantity",
  "inventory_items.inventory.location_levels.reserved_quantity",
]

type ShippingOptionRow = {
  id: string
  name: string
  provider_id: string
  data: Record<string, unknown> | null
  shipping_profile_id: string
  price_type: string
}

/**
 * Everything Medusa's cart would have computed for this order, computed once, from the modules
 * the cart itself calls (decision 0081): the lines priced by the pricing module for the region,
 * the channel and the customer (a sale price list's original price kept as the compare-at price);
 * the transporter's option checked for the address and the items' shipping profile, its data
 * validated and its price calculated by the transporters' fulfillment provider; tax lines by the
 * tax module for the address. It only reads; refusals are Medusa's own errors (INVALID_DATA), which
 * the route answers as field errors, as it answered the cart's.
 */
export const priceCodOrderStep = createStep("price-cod-order", async (input: PriceCodOrderInput, { container }) => {
  const query = withoutQueryCache(container.resolve(ContainerRegistrationKeys.QUERY))
  const { delivery, region } = input

  const [{ data: variantRows }, { data: customers }, { data: channels }, { data: regions }] = await Promise.all([
    query.graph({ entity: "variant", fields: PRICED_VARIANT_FIELDS, filters: { id: input.items.map((i) => i.variant_id) } }),
    query.graph({ entity: "customer", fields: ["id", "email", "groups.id"], filters: { id: input.customer_id } }),
    query.graph({
      entity: "sales_channel",
      fields: ["id", "stock_locations.id", "stock_locations.fulfillment_sets.id"],
      filters: { id: input.sales_channel_id },
    }),
    query.graph({ entity: "region", fields: ["id", "automatic_taxes"], filters: { id: region.id } }),
  ])
  const variants = variantRows as unknown as (PricedVariant & { price_set?: { id: string } | null })[]
  const customer = customers[0] as { id: string; email: string | null; groups?: { id: string }[] } | undefined
  if (!customer) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Customer ${input.customer_id} was not found`)
  const channel = channels[0] as { stock_locations?: { id: string; fulfillment_sets?: { id: string }[] }[] } | undefined
  const locationIds = (channel?.stock_locations ?? []).map((l) => l.id)
  const fulfillmentSetIds = (channel?.stock_locations ?? []).flatMap((l) => (l.fulfillment_sets ?? []).map((f) => f.id))

  const byId = new Map(variants.map((v) => [v.id, v]))
  const missing = input.items.filter((i) => !byId.get(i.variant_id))
  if (missing.length) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `Variants ${missing.map((m) => m.variant_id).join(", ")} do not exist or belong to a product that is not published`
    )
  }

  // Two chains at once (decision 0086): the lines' prices then their taxes, and the transporter's option,
  // its data and price then the shipping's taxes. Each is what the cart would have computed.
  const pricing = container.resolve(Modules.PRICING)
  const fulfillment = container.resolve(Modules.FULFILLMENT)
  const tax = container.resolve(Modules.TAX)
  const address = delivery.shipping_address
  const automaticTaxes = (regions[0] as { automatic_taxes?: boolean } | undefined)?.automatic_taxes ?? true
  // Taxes, as the cart's tax refresh asks them: only where the region calculates them automatically.
  const taxContext = {
    address: {
      country_code: address.country_code,
      province_code: address.province,
      address_1: address.address_1,
      city: address.city,
      metadata: address.metadata,
    },
    customer: { id: customer.id, email: customer.email, customer_groups: (customer.groups ?? []).map((g) => g.id) },
    is_return: false,
  }
  const itemKeys = input.items.map((_, i) => `line_${i}`)

  const linesChain = async () => {
    // Prices: one call per quantity (a quantity-tiered price differs by it), with the cart's context.
    const baseContext = {
      currency_code: region.currency_code,
      region_id: region.id,
      region: { id: region.id },
      customer_id: customer.id,
      customer: { id: customer.id, groups: customer.groups ?? [] },
    }
    const prices = await Promise.all(
      input.items.map(async (item) => {
        const priceSetId = byId.get(item.variant_id)!.price_set?.id
        if (!priceSetId) return undefined
        const [price] = await pricing.calculatePrices({ id: [priceSetId] }, { context: { ...baseContext, quantity: item.quantity } as never })
        return price as unknown as CalculatedPrice | undefined
      })
    )
    const itemTaxes = automaticTaxes
      ? await tax.getTaxLines(
          input.items.map((item, i) => {
            const v = byId.get(item.variant_id)!
            return {
              id: itemKeys[i],
              product_id: v.product.id,
              product_type_id: v.product.type?.id ?? undefined,
              quantity: item.quantity,
              unit_price: prices[i]?.calculated_amount ?? 0,
              currency_code: region.currency_code,
            }
          }),
          taxContext as never
        )
      : []
    return { prices, itemTaxes }
  }

  const shippingChain = async () => {
    const [option] = (await fulfillment.listShippingOptionsForContext(
      {
        id: delivery.shipping_option_id,
        fulfillment_set_id: fulfillmentSetIds,
        address: { country_code: address.country_code, province_code: address.province, city: address.city },
        context: { is_return: "false", enabled_in_store: "true" },
      },
      { select: ["id", "name", "provider_id", "data", "shipping_profile_id", "price_type"] }
    )) as unknown as ShippingOptionRow[]
    if (!option) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `The cart does not have a shipping option ${delivery.shipping_option_id} for this address`)
    }
    const unshippable = variants.filter((v) => v.product.shipping_profile?.id && v.product.shipping_profile.id !== option.shipping_profile_id)
    if (unshippable.length) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        `The shipping option ${option.id} does not ship ${unshippable.map((v) => v.product.title).join(", ")}`
      )
    }
    const optionData = option.data ?? {}
    const priceContext = { shipping_address: address, currency_code: region.currency_code, region_id: region.id, items: input.items }
    const [methodData, [shippingPrice]] = await Promise.all([
      fulfillment.validateFulfillmentData(option.provider_id, optionData, delivery.shipping_data, priceContext as never),
      fulfillment.calculateShippingOptionsPrices([
        { id: option.id, provider_id: option.provider_id, optionData, data: delivery.shipping_data, context: priceContext as never },
      ]),
    ])
    const shippingAmount = shippingPrice?.calculated_amount
    if (shippingAmount === undefined || shippingAmount === null) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `Shipping option with ID ${option.id} do not have a price`)
    }
    const shippingTaxes = automaticTaxes
      ? await tax.getTaxLines(
          [{ id: "shipping_0", shipping_option_id: option.id, unit_price: shippingAmount, currency_code: region.currency_code }],
          taxContext as never
        )
      : []
    return { option, methodData, shippingPrice, shippingAmount, shippingTaxes }
  }

  const [{ prices, itemTaxes }, { option, methodData, shippingPrice, shippingAmount, shippingTaxes }] = await Promise.all([linesChain(), shippingChain()])
  const taxesOf = (lines: unknown[], key: string, field: "line_item_id" | "shipping_line_id") =>
    (lines as (TaxLine & Record<string, unknown>)[]).filter((t) => t[field] === key)

  // A product taken off sale, or a variant without a price in the shop's currency, names its line.
  const unsold = input.items.flatMap((item, i) => {
    const v = byId.get(item.variant_id)!
    if (v.product.status !== "published") return [{ field: `items.${i}.variant_id`, code: "not_for_sale" as const, message: `variant ${v.id} is not for sale` }]
    if (prices[i]?.calculated_amount == null)
      return [{ field: `items.${i}.variant_id`, code: "not_for_sale" as const, message: `variant ${v.id} has no price` }]
    return []
  })
  if (unsold.length) throw codOrderRefusal({ reason: "invalid_fields", errors: unsold })

  const items = input.items.map((item, i) => lineItemOf(byId.get(item.variant_id)!, item.quantity, prices[i], taxesOf(itemTaxes, itemKeys[i], "line_item_id")))
  const order: CreateOrderDTO = {
    region_id: region.id,
    customer_id: customer.id,
    sales_channel_id: input.sales_channel_id,
    status: OrderStatus.PENDING,
    email: customer.email ?? undefined,
    currency_code: region.currency_code,
    shipping_address: address,
    billing_address: address,
    no_notification: false,
    items: items as never,
    shipping_methods: [
      {
        name: option.name,
        amount: shippingAmount,
        is_tax_inclusive: !!shippingPrice.is_calculated_price_tax_inclusive,
        shipping_option_id: option.id,
        data: methodData,
        tax_lines: taxLinesData(taxesOf(shippingTaxes, "shipping_0", "shipping_line_id")),
      } as never,
    ],
    metadata: input.metadata,
  }
  // Fails here, before anything is written, for a variant the channel cannot supply.
  reservationLines(
    input.items.map((item, i) => ({ id: itemKeys[i], ...item })),
    variants,
    locationIds
  )
  return new StepResponse<PricedCodOrder>({ order, variants, location_ids: locationIds })
})

/** The reservation lines once the order's lines exist (their ids are the reservations' `line_item_id`). */
export const reservationsFor = (order: { items?: { id: string; variant_id?: string | null; quantity: unknown }[] | null }, priced: PricedCodOrder) =>
  reservationLines(
    (order.items ?? []).map((i) => ({ id: i.id, variant_id: i.variant_id as string, quantity: Number(i.quantity) })),
    priced.variants,
    priced.location_ids
  )

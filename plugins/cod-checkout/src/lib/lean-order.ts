import { MathBN, MedusaError } from "@medusajs/framework/utils"

/**
 * The pieces of a cash-on-delivery order written without a cart (decision 0081): the lines as
 * Medusa's cart would have made them (`prepareLineItemData` of @medusajs/core-flows), the units to
 * reserve as its completion would have chosen them (`prepareConfirmInventoryInput`), and the total
 * the payment is authorized for. Pure functions: the step that reads the database feeds them.
 */

export type PricedVariant = {
  id: string
  title: string | null
  sku: string | null
  barcode: string | null
  thumbnail: string | null
  manage_inventory: boolean
  allow_backorder: boolean
  product: {
    id: string
    title: string
    subtitle: string | null
    description: string | null
    handle: string
    status: string
    discountable: boolean
    is_giftcard: boolean
    thumbnail: string | null
    type?: { id: string; value: string } | null
    collection?: { title: string } | null
    shipping_profile?: { id: string } | null
  }
  inventory_items?: {
    inventory_item_id: string
    required_quantity: number
    inventory?: {
      requires_shipping?: boolean
      location_levels?: { location_id: string; stocked_quantity: number; reserved_quantity: number }[] | null
    } | null
  }[]
}

export type CalculatedPrice = {
  calculated_amount: number | null
  original_amount: number | null
  is_calculated_price_tax_inclusive: boolean
  calculated_price?: { price_list_type?: string | null } | null
}

export type TaxLine = {
  rate: number
  code: string
  name?: string
  /** The tax module names the rate `rate_id`; an order line keeps it as `tax_rate_id`. */
  rate_id?: string
  tax_rate_id?: string
  provider_id?: string
  description?: string
  metadata?: Record<string, unknown> | null
  data?: Record<string, unknown> | null
}

export type LeanLineItem = {
  quantity: number
  title: string
  subtitle: string | null
  thumbnail: string | null
  product_id: string
  product_title: string
  product_description: string | null
  product_subtitle: string | null
  product_type: string | null
  product_type_id: string | null
  product_collection: string | null
  product_handle: string
  variant_id: string
  variant_sku: string | null
  variant_barcode: string | null
  variant_title: string | null
  variant_option_values: null
  is_discountable: boolean
  is_giftcard: boolean
  requires_shipping: boolean
  unit_price: number
  compare_at_unit_price: number | null
  is_tax_inclusive: boolean
  metadata: Record<string, unknown>
  tax_lines: ReturnType<typeof taxLinesData>
  adjustments: never[]
}

/** Medusa's `prepareTaxLinesData`: what an order line keeps of a tax line. */
export const taxLinesData = (lines: TaxLine[]) =>
  lines.map((d) => ({
    description: d.description ?? d.name,
    tax_rate_id: d.tax_rate_id ?? d.rate_id,
    code: d.code,
    rate: d.rate,
    provider_id: d.provider_id,
    metadata: d.metadata ?? null,
    data: d.data ?? null,
  }))

/**
 * One order line from the variant and its price, field for field as Medusa's cart makes it
 * (`prepareLineItemData`): a sale price list's original amount becomes `compare_at_unit_price`.
 * A variant of a product that is not published, or without a price, is refused as the cart refuses it.
 */
export function lineItemOf(variant: PricedVariant, quantity: number, price: CalculatedPrice | undefined, taxLines: TaxLine[]): LeanLineItem {
  if (variant.product.status !== "published") {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `Variants ${variant.id} do not exist or belong to a product that is not published`)
  }
  if (!price || price.calculated_amount === null || price.calculated_amount === undefined) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `Variants with IDs ${variant.id} do not have a price`)
  }
  const isSale = price.calculated_price?.price_list_type === "sale"
  const compareAt = isSale && price.original_amount !== null && !MathBN.eq(price.original_amount, price.calculated_amount) ? price.original_amount : null
  const requiresShipping = !!variant.product.shipping_profile?.id || !!variant.inventory_items?.some((i) => !!i.inventory?.requires_shipping)
  return {
    quantity,
    title: variant.product.title,
    subtitle: variant.title,
    thumbnail: variant.thumbnail ?? variant.product.thumbnail,
    product_id: variant.product.id,
    product_title: variant.product.title,
    product_description: variant.product.description,
    product_subtitle: variant.product.subtitle,
    product_type: variant.product.type?.value ?? null,
    product_type_id: variant.product.type?.id ?? null,
    product_collection: variant.product.collection?.title ?? null,
    product_handle: variant.product.handle,
    variant_id: variant.id,
    variant_sku: variant.sku,
    variant_barcode: variant.barcode,
    variant_title: variant.title,
    variant_option_values: null,
    is_discountable: variant.product.discountable,
    is_giftcard: variant.product.is_giftcard ?? false,
    requires_shipping: requiresShipping,
    unit_price: price.calculated_amount,
    compare_at_unit_price: compareAt,
    is_tax_inclusive: !!price.is_calculated_price_tax_inclusive,
    metadata: {},
    tax_lines: taxLinesData(taxLines),
    adjustments: [],
  }
}

export type ReservationLine = {
  id: string
  inventory_item_id: string
  required_quantity: number
  allow_backorder: boolean
  quantity: number
  location_ids: string[]
}

/**
 * What Medusa's completion reserves for the order's lines (`prepareConfirmInventoryInput`): for
 * every managed variant's inventory item, the channel's locations that hold enough now, else those
 * that stock it, else all of the channel's. `reserveInventoryStep` takes the first under the
 * inventory lock and the inventory module refuses what is not there (no oversell).
 */
export function reservationLines(
  lines: { id: string; variant_id: string; quantity: number }[],
  variants: PricedVariant[],
  channelLocationIds: string[]
): ReservationLine[] {
  const byId = new Map(variants.map((v) => [v.id, v]))
  const out: ReservationLine[] = []
  for (const line of lines) {
    const variant = byId.get(line.variant_id)
    if (!variant?.manage_inventory) continue
    const items = variant.inventory_items ?? []
    if (!items.length) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `Variant ${variant.id} does not have any inventory items associated with it.`)
    }
    const levels = items.flatMap((i) => i.inventory?.location_levels ?? [])
    if (!variant.allow_backorder && !levels.some((l) => channelLocationIds.includes(l.location_id))) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `The sales channel has no stock location for variant ${variant.id}.`)
    }
    for (const item of items) {
      const own = item.inventory?.location_levels ?? []
      const need = MathBN.mult(item.required_quantity, line.quantity)
      const withLevel = channelLocationIds.filter((loc) => own.some((l) => l.location_id === loc))
      const enough = withLevel.filter((loc) => {
        const l = own.find((x) => x.location_id === loc)!
        return MathBN.gte(MathBN.sub(l.stocked_quantity ?? 0, l.reserved_quantity ?? 0), need)
      })
      out.push({
        id: line.id,
        inventory_item_id: item.inventory_item_id,
        required_quantity: item.required_quantity,
        allow_backorder: !!variant.allow_backorder,
        quantity: line.quantity,
        location_ids: enough.length ? enough : withLevel.length ? withLevel : channelLocationIds,
      })
    }
  }
  return out
}

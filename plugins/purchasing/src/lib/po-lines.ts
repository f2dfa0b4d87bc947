import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { PostAdminPurchaseOrder } from "@shop/contracts/purchasing"
import { PURCHASING_MODULE } from "../modules/purchasing"
import type PurchasingModuleService from "../modules/purchasing/service"

type FieldError = { field: string; code: string; message: string }
type VariantRow = {
  id: string
  title: string | null
  sku: string | null
  product?: { title: string } | null
  inventory_items?: { inventory_item_id: string }[]
}

/**
 * A purchase order's lines as typed, made whole: each variant's title, SKU and inventory item, the unit
 * cost typed or the variant's supply price. The supplier and warehouse must exist. Every refusal by field.
 */
export async function resolvePurchaseOrder(
  container: MedusaContainer,
  body: PostAdminPurchaseOrder
): Promise<
  | { ok: true; lines: { variant_id: string; inventory_item_id: string; title: string; sku: string | null; quantity: number; unit_cost: number }[] }
  | { ok: false; errors: FieldError[] }
> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const service = container.resolve<PurchasingModuleService>(PURCHASING_MODULE)
  const errors: FieldError[] = []
  const [suppliers, { data: locations }, { data: variants }, sets] = await Promise.all([
    service.listSuppliers({ id: body.supplier_id }),
    query.graph({ entity: "stock_location", fields: ["id"], filters: { id: body.location_id } }),
    query.graph({
      entity: "variant",
      fields: ["id", "title", "sku", "product.title", "inventory_items.inventory_item_id"],
      filters: { id: body.lines.map((l) => l.variant_id) },
    }),
    service.listVariantPriceSets({ variant_id: body.lines.map((l) => l.variant_id) }),
  ])
  if (!suppliers.length) errors.push({ field: "supplier_id", code: "invalid", message: "supplier_id is not a supplier" })
  if (!locations.length) errors.push({ field: "location_id", code: "invalid", message: "location_id is not a warehouse" })
  const byId = new Map((variants as VariantRow[]).map((v) => [v.id, v]))
  const cost = new Map(sets.map((s) => [s.variant_id, s.supply_price === null || s.supply_price === undefined ? null : Number(s.supply_price)]))
  const lines = body.lines.flatMap((l, i) => {
    const v = byId.get(l.variant_id)
    const item = v?.inventory_items?.[0]?.inventory_item_id
    if (!v || !item)
      return (void errors.push({ field: `lines.${i}.variant_id`, code: "invalid", message: `lines.${i}.variant_id is not a stocked variant` }), [])
    const unit = l.unit_cost ?? cost.get(l.variant_id) ?? null
    if (unit === null)
      return (
        void errors.push({ field: `lines.${i}.unit_cost`, code: "required", message: `lines.${i}.unit_cost is required: the variant has no supply price` }),
        []
      )
    if (Math.round(unit * 100) !== unit * 100 && Math.abs(Math.round(unit * 100) - unit * 100) > 1e-6)
      return (void errors.push({ field: `lines.${i}.unit_cost`, code: "too_many_decimals", message: `lines.${i}.unit_cost has more than 2 decimals` }), [])
    return [
      {
        variant_id: v.id,
        inventory_item_id: item,
        title: [v.product?.title, v.title].filter(Boolean).join(" · "),
        sku: v.sku,
        quantity: l.quantity,
        unit_cost: unit,
      },
    ]
  })
  return errors.length ? { ok: false, errors } : { ok: true, lines }
}

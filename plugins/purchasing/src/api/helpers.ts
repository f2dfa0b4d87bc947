import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import type { AdminPurchaseOrder, AdminSupplier } from "@shop/contracts/purchasing"
import { PURCHASING_MODULE } from "../modules/purchasing"
import type PurchasingModuleService from "../modules/purchasing/service"
import { fieldErrorsOf } from "../workflows/purchase-orders"

export const purchasing = (req: AuthenticatedMedusaRequest) => req.scope.resolve<PurchasingModuleService>(PURCHASING_MODULE)

const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : ((d as string | null) ?? null))
const cents = (n: unknown) => Math.round(Number(n) * 100)

export const supplierOut = (s: AdminSupplier & Record<string, unknown>): AdminSupplier => ({
  id: s.id,
  name: s.name,
  phone: s.phone ?? null,
  address: s.address ?? null,
  wilaya_code: s.wilaya_code ?? null,
  commune_code: s.commune_code ?? null,
  notes: s.notes ?? null,
})

/** Purchase orders with their supplier, warehouse and totals (Σ quantity × unit cost, to the centime). */
export async function purchaseOrdersOut(req: AuthenticatedMedusaRequest, ids: string[]): Promise<AdminPurchaseOrder[]> {
  if (!ids.length) return []
  const service = purchasing(req)
  const orders = await service.listPurchaseOrders({ id: ids }, { relations: ["lines"] })
  const suppliers = new Map((await service.listSuppliers({ id: [...new Set(orders.map((o) => o.supplier_id))] }, { withDeleted: true })).map((s) => [s.id, s]))
  const { data: locations } = await req.scope
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "stock_location", fields: ["id", "name"], filters: { id: [...new Set(orders.map((o) => o.location_id))] } })
  const names = new Map((locations as { id: string; name: string }[]).map((l) => [l.id, l.name]))
  const byId = new Map(
    orders.map((o) => {
      const lines = [...(o.lines ?? [])]
        .sort((a, b) => String(a.id).localeCompare(String(b.id)))
        .map((l) => ({
          id: l.id,
          variant_id: l.variant_id,
          title: l.title,
          sku: l.sku ?? null,
          quantity: l.quantity,
          unit_cost: Number(l.unit_cost),
          received_quantity: l.received_quantity,
        }))
      const supplier = suppliers.get(o.supplier_id)
      const out: AdminPurchaseOrder = {
        id: o.id,
        number: Number(o.number),
        supplier: supplier ? { id: supplier.id, name: supplier.name } : null,
        location: names.has(o.location_id) ? { id: o.location_id, name: names.get(o.location_id)! } : null,
        status: o.status,
        notes: o.notes ?? null,
        expected_at: o.expected_at ?? null,
        sent_at: iso(o.sent_at),
        closed_at: iso(o.closed_at),
        created_at: iso(o.created_at)!,
        lines,
        total: lines.reduce((n, l) => n + l.quantity * cents(l.unit_cost), 0) / 100,
        received_total: lines.reduce((n, l) => n + l.received_quantity * cents(l.unit_cost), 0) / 100,
      }
      return [o.id, out]
    })
  )
  return ids.map((id) => byId.get(id)).filter((o): o is AdminPurchaseOrder => !!o)
}

export async function purchaseOrderOut(req: AuthenticatedMedusaRequest, id: string) {
  const [po] = await purchaseOrdersOut(req, [id])
  if (!po) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Purchase order ${id} was not found`)
  return po
}

/** A refusal with its fields (400), or thrown on to Medusa's error handler. */
export function answerRefusal(res: MedusaResponse, e: unknown): boolean {
  const errors = fieldErrorsOf(e)
  if (!errors) return false
  res.status(400).json({ type: "invalid_data", message: (e as Error).message, errors })
  return true
}

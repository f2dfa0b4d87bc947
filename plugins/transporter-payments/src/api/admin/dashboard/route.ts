import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { ORDER_LIFE_MODULE, type OrderLifeModuleService } from "@shop/order-life/workflows"
import { aggregate, countStatuses, resolveRange, round2, type OrderRow } from "../../../lib/dashboard"
import type { GetAdminDashboardSchemaType } from "../../validators"

/** What the dashboard reads from other plugins' modules: order-life's `orderLife`, algeria-geo's `geo`. */
type WilayaReader = {
  listWilayas(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<Array<{ code: number; name_fr: string; name_ar: string }>>
}
/** An order with the fields `loadOrders` asks Query for. */
type DashboardOrder = {
  id: string
  created_at: Date | string
  status: string
  total: number | string | null
  shipping_address?: { province: string | null } | null
  items?:
    { product_id: string | null; product_title: string | null; title: string | null; quantity: number | string | null; total: number | string | null }[] | null
}

const PAGE = 500
const CHUNK = 1000

/**
 * GET /admin/dashboard?from=&to= — orders and revenue per Algiers day, orders by wilaya, by COD
 * confirmation status and by delivery status, top products. Totals are Medusa's own order and
 * line totals (computed by the order module through Query), so they match the order pages.
 */
export async function GET(req: AuthenticatedMedusaRequest<unknown, GetAdminDashboardSchemaType>, res: MedusaResponse) {
  const query = req.validatedQuery
  let range: ReturnType<typeof resolveRange>
  try {
    range = resolveRange(query)
  } catch (e) {
    // resolveRange throws `{ field, message }`
    const err = e as { field?: string; message?: string }
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `${err.field}: ${err.message}`, "invalid_data")
  }
  const rows = await loadOrders(req, range.start, range.end)
  const stats = aggregate(rows, range.days)
  const ids = rows.map((r) => r.id)
  const lives = req.scope.resolve<OrderLifeModuleService>(ORDER_LIFE_MODULE)
  const lifeRows = (chunk: string[]) => lives.listOrderLives({ order_id: chunk }, { select: ["order_id", "confirmation_state", "delivery_state"], take: null })
  const [confirmations, deliveries, names] = await Promise.all([
    statusesOf(async (chunk) => (await lifeRows(chunk)).map((l) => ({ order_id: l.order_id, status: l.confirmation_state })), ids),
    statusesOf(async (chunk) => (await lifeRows(chunk)).map((l) => ({ order_id: l.order_id, status: l.delivery_state })), ids),
    wilayaNames(
      req,
      stats.by_wilaya.map((w) => w.code).filter((c): c is number => c !== null)
    ),
  ])
  res.json({
    from: range.from,
    to: range.to,
    currency_code: "dzd",
    ...stats,
    by_wilaya: stats.by_wilaya.map((w) => ({ ...w, ...(w.code !== null ? names.get(w.code) : undefined) })),
    by_confirmation_status: countStatuses(ids, confirmations, "none"),
    by_delivery_status: countStatuses(ids, deliveries, "not_shipped"),
  })
}

/** The orders placed in [start, end), page by page, reduced to what the dashboard sums. */
async function loadOrders(req: AuthenticatedMedusaRequest, start: Date, end: Date): Promise<OrderRow[]> {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const rows: OrderRow[] = []
  for (let skip = 0; ; skip += PAGE) {
    const { data } = await query.graph({
      entity: "order",
      fields: [
        "id",
        "created_at",
        "status",
        "total",
        "shipping_address.province",
        "items.product_id",
        "items.product_title",
        "items.title",
        "items.quantity",
        "items.total",
      ],
      filters: { created_at: { $gte: start, $lt: end }, is_draft_order: false },
      pagination: { skip, take: PAGE, order: { created_at: "ASC" } },
    })
    for (const o of data as DashboardOrder[]) {
      const code = Number.parseInt(o.shipping_address?.province ?? "", 10)
      rows.push({
        id: o.id,
        created_at: o.created_at,
        canceled: o.status === "canceled",
        total: round2(Number(o.total ?? 0)),
        wilaya_code: Number.isInteger(code) ? code : null,
        items: (o.items ?? []).map((i) => ({
          product_id: i.product_id ?? null,
          title: i.product_title ?? i.title ?? "",
          quantity: Number(i.quantity ?? 0),
          total: round2(Number(i.total ?? 0)),
        })),
      })
    }
    if (data.length < PAGE) return rows
  }
}

/**
 * order_id → status, read in chunks from the orders' lives (confirmation or delivery axis).
 */
async function statusesOf(list: (orderIds: string[]) => Promise<Array<{ order_id: string; status: string }>>, ids: string[]) {
  const out = new Map<string, string>()
  for (let i = 0; i < ids.length; i += CHUNK) {
    const found = await list(ids.slice(i, i + CHUNK))
    for (const r of found) out.set(r.order_id, r.status)
  }
  return out
}

/** Wilaya names in French and Arabic from the algeria-geo module. */
async function wilayaNames(req: AuthenticatedMedusaRequest, codes: number[]) {
  const out = new Map<number, { name_fr: string; name_ar: string }>()
  if (!codes.length) return out
  const wilayas = await req.scope.resolve<WilayaReader>("geo").listWilayas({ code: codes }, { select: ["code", "name_fr", "name_ar"] })
  for (const w of wilayas) out.set(w.code, { name_fr: w.name_fr, name_ar: w.name_ar })
  return out
}

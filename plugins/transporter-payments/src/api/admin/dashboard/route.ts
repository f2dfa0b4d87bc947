import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { sourceOfMetadata } from "@shop/contracts/attribution"
import type { DashboardStats } from "@shop/contracts/dashboard"
import { aggregate, dashboardOutcome, resolveRange, round2, tillOutcome, type OrderRow } from "../../../lib/dashboard"
import { cashByCourier } from "../../cash"
import type { TransporterReader } from "../../helpers"
import { amountOf, livesOf } from "../../life-reader"
import type { GetAdminDashboardSchemaType } from "../../validators"

type WilayaReader = {
  listWilayas(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<Array<{ code: number; name_fr: string; name_ar: string }>>
}
/** An order with the fields `loadOrders` asks Query for (graph rows may be null: Medusa's generated types say so). */
type DashboardOrder = {
  id: string
  created_at: Date | string
  total: number | string | null
  metadata?: Record<string, unknown> | null
  shipping_address?: { province: string | null } | null
  items?:
    | ({
        product_id: string | null
        product_title: string | null
        title: string | null
        quantity: number | string | null
        total: number | string | null
      } | null)[]
    | null
} | null

const PAGE = 500

/**
 * GET /admin/dashboard?from=&to= — the orders placed in the period (Algiers days) with their life:
 * revenue = cash collected on the delivered ones, pipeline = confirmed not delivered yet, the
 * confirmation, delivery and return rates by day, wilaya, courier and product, orders by status,
 * top products; and every courier's cash position (all time). Decision 0038.
 */
export async function GET(req: AuthenticatedMedusaRequest<unknown, GetAdminDashboardSchemaType>, res: MedusaResponse) {
  let range: ReturnType<typeof resolveRange>
  try {
    range = resolveRange(req.validatedQuery)
  } catch (e) {
    // resolveRange throws `{ field, message }`
    const err = e as { field?: string; message?: string }
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `${err.field}: ${err.message}`, "invalid_data")
  }
  const rows = await loadOrders(req, range.start, range.end)
  const stats = aggregate(rows, range.days)
  const [names, couriers, cash] = await Promise.all([
    wilayaNames(
      req,
      stats.by_wilaya.map((w) => w.code).filter((c): c is number => c !== null)
    ),
    req.scope.resolve<TransporterReader>("transporter").listTransporters({}, { select: ["id", "name", "code"] }),
    cashByCourier(req),
  ])
  const body: DashboardStats = {
    from: range.from,
    to: range.to,
    currency_code: "dzd",
    ...stats,
    by_wilaya: stats.by_wilaya.map((w) => ({ ...w, ...(w.code !== null ? names.get(w.code) : undefined) })),
    by_courier: stats.by_courier.map((c) => ({ ...c, name: couriers.find((t) => t.id === c.transporter_id)?.name })),
    cash_by_courier: cash,
  }
  res.json(body)
}

/** The orders placed in [start, end), page by page, with their life, reduced to what the dashboard sums. */
async function loadOrders(req: AuthenticatedMedusaRequest, start: Date, end: Date): Promise<OrderRow[]> {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const rows: OrderRow[] = []
  for (let skip = 0; ; skip += PAGE) {
    const { data } = await query.graph({
      entity: "order",
      fields: [
        "id",
        "created_at",
        "total",
        "metadata",
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
    const orders = (data as DashboardOrder[]).filter((o): o is NonNullable<DashboardOrder> => !!o)
    const lives = await livesOf(
      req,
      orders.map((o) => o.id)
    )
    for (const o of orders) {
      const life = lives.get(o.id)
      const code = Number.parseInt(o.shipping_address?.province ?? "", 10)
      rows.push({
        id: o.id,
        created_at: o.created_at,
        total: round2(Number(o.total ?? 0)),
        wilaya_code: life?.wilaya_code ?? (Number.isInteger(code) ? code : null),
        transporter_id: life?.transporter_id ?? null,
        ...sourceOfMetadata(o.metadata),
        // An order without a cash-on-delivery life is a till's sale taken away (earned when sold), or
        // counted, never earned.
        confirmation_state: life?.confirmation_state ?? "none",
        order_type: life?.order_type ?? null,
        ...(life
          ? dashboardOutcome({
              delivery_state: life.delivery_state,
              cash_to_collect: amountOf(life.cash_to_collect),
              collected_before: amountOf(life.collected_before),
            })
          : { delivery_state: "not_shipped", cash_to_collect: null }),
        ...(!life ? tillOutcome(o.metadata) : null),
        items: (o.items ?? [])
          .filter((i) => !!i)
          .map((i) => ({
            product_id: i!.product_id ?? null,
            title: i!.product_title ?? i!.title ?? "",
            quantity: Number(i!.quantity ?? 0),
            total: round2(Number(i!.total ?? 0)),
          })),
      })
    }
    if (data.length < PAGE) return rows
  }
}

/** Wilaya names in French and Arabic from the algeria-geo module. */
async function wilayaNames(req: AuthenticatedMedusaRequest, codes: number[]) {
  const out = new Map<number, { name_fr: string; name_ar: string }>()
  if (!codes.length) return out
  const wilayas = await req.scope.resolve<WilayaReader>("geo").listWilayas({ code: codes }, { select: ["code", "name_fr", "name_ar"] })
  for (const w of wilayas) out.set(w.code, { name_fr: w.name_fr, name_ar: w.name_ar })
  return out
}

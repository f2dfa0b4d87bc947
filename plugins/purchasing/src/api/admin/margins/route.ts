import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MathBN, MedusaError } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { sourceOfMetadata } from "@shop/contracts/attribution"
import { amountOf, livesOf, resolveRange, tillOutcome } from "@shop/transporter-payments/workflows"
import { MARGIN_GROUPS, margins, type MarginGroupBy, type MarginOrder } from "../../../lib/margins"

const PAGE = 500

type OrderRow = {
  id: string
  total: number
  metadata: Record<string, unknown> | null
  items: ({ id: string; product_id: string | null; product_title: string | null; title: string | null; quantity: number; total: number } | null)[] | null
}

/**
 * GET /admin/margins?from=&to=&group_by=product|category|brand|wilaya|courier|order_type|source|campaign: the
 * gross margin of the orders placed on those days (Algiers time) once settled — delivered: total − cost
 * − courier fee; returned: − courier fee − return fee — in total and by group, the ads' cost of those
 * days netted (per source or campaign when grouped so) (decision 0089).
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const q = req.query as { from?: string; to?: string; group_by?: string }
  const by = (q.group_by ?? "product") as MarginGroupBy
  if (!MARGIN_GROUPS.includes(by)) throw new MedusaError(MedusaError.Types.INVALID_DATA, `group_by: one of ${MARGIN_GROUPS.join(", ")}`)
  let range: ReturnType<typeof resolveRange>
  try {
    range = resolveRange({ from: q.from, to: q.to })
  } catch (e) {
    const f = e as { field?: string; message?: string }
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `${f.field ?? "from"}: ${f.message ?? "invalid range"}`)
  }
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const pg = req.scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const orders: MarginOrder[] = []
  for (let skip = 0; ; skip += PAGE) {
    const { data } = await query.graph({
      entity: "order",
      fields: ["id", "total", "metadata", "items.id", "items.product_id", "items.product_title", "items.title", "items.quantity", "items.total"],
      filters: { created_at: { $gte: range.start, $lt: range.end }, is_draft_order: false },
      pagination: { skip, take: PAGE, order: { created_at: "ASC" } },
    })
    const rows = data as OrderRow[]
    const ids = rows.map((o) => o.id)
    const [lives, costs, products] = await Promise.all([
      livesOf(req, ids),
      ids.length ? pg("order_line_cost").whereIn("order_id", ids).whereNull("deleted_at").select("line_item_id", "unit_cost") : [],
      productFacts(req, [...new Set(rows.flatMap((o) => (o.items ?? []).map((i) => i?.product_id)).filter((p): p is string => !!p))]),
    ])
    const costOf = new Map(
      (costs as { line_item_id: string; unit_cost: string | null }[]).map((c) => [c.line_item_id, c.unit_cost === null ? null : Number(c.unit_cost)])
    )
    for (const o of rows) {
      const life = lives.get(o.id)
      const till = life ? null : tillOutcome(o.metadata)
      const state = life?.delivery_state ?? till?.delivery_state ?? "not_shipped"
      orders.push({
        id: o.id,
        outcome: state === "delivered" ? "delivered" : state === "returned" ? "returned" : "open",
        total: Number(o.total ?? 0),
        courier_fee: amountOf(life?.courier_fee) ?? 0,
        return_fee: amountOf(life?.return_fee) ?? 0,
        wilaya_code: life?.wilaya_code ?? null,
        transporter_id: life?.transporter_id ?? null,
        order_type: life?.order_type ?? till?.order_type ?? null,
        ...sourceOfMetadata(o.metadata),
        lines: (o.items ?? [])
          .filter((i): i is NonNullable<typeof i> => !!i)
          .map((i) => {
            const p = i.product_id ? products.get(i.product_id) : undefined
            return {
              product_id: i.product_id,
              title: i.product_title ?? i.title ?? "",
              category: p?.category ?? null,
              brand: p?.brand ?? null,
              quantity: MathBN.convert(i.quantity as never).toNumber(),
              total: MathBN.convert((i.total ?? 0) as never).toNumber(),
              unit_cost: costOf.has(i.id) ? costOf.get(i.id)! : null,
            }
          }),
      })
    }
    if (data.length < PAGE) break
  }
  const spend = (await pg("ad_spend").whereBetween("day", [range.from, range.to]).whereNull("deleted_at").select("source", "campaign", "amount")).map(
    (r: { source: string; campaign: string; amount: string }) => ({ source: r.source, campaign: r.campaign, amount: Number(r.amount) })
  )
  res.json({ from: range.from, to: range.to, group_by: by, currency_code: "dzd", ...margins(orders, by, spend) })
}

/** Each product's first category and its brand (the catalog's link), by id. */
async function productFacts(req: AuthenticatedMedusaRequest, ids: string[]) {
  const out = new Map<string, { category: { id: string; name: string } | null; brand: { id: string; name: string } | null }>()
  if (!ids.length) return out
  const { data } = await req.scope
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "product", fields: ["id", "categories.id", "categories.name", "brand.id", "brand.name"], filters: { id: ids } })
  for (const p of data as { id: string; categories?: { id: string; name: string }[] | null; brand?: { id: string; name: string } | null }[]) {
    const category = [...(p.categories ?? [])].sort((a, b) => a.name.localeCompare(b.name, "fr"))[0]
    out.set(p.id, { category: category ? { id: category.id, name: category.name } : null, brand: p.brand ? { id: p.brand.id, name: p.brand.name } : null })
  }
  return out
}

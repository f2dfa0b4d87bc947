import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { shopDay } from "../../../../../lib/shop-day"
import type { GetAdminOverdueSchemaType } from "../../../../validators"

/**
 * Installments past due and unpaid, oldest first (a deposit not recorded the day it was due is one too;
 * the rest due on delivery is the courier's and never listed): the order, its display number, the
 * amount, the due day and how many days late, with the total count.
 */
export async function GET(req: AuthenticatedMedusaRequest<unknown, GetAdminOverdueSchemaType>, res: MedusaResponse) {
  const { limit, offset } = req.validatedQuery
  const today = shopDay()
  const pg = req.scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const base = pg("pos_plan_line as l")
    .join("pos_payment_plan as p", "p.id", "l.plan_id")
    .leftJoin("order as o", "o.id", "p.order_id")
    .whereNull("l.paid_at")
    .whereNull("l.deleted_at")
    .whereNull("p.deleted_at")
    .whereNot("l.kind", "on_delivery")
    .where("l.due_date", "<", today)
  const [{ count }] = await base.clone().count<{ count: string }[]>("l.id as count")
  const rows = await base
    .clone()
    .select("p.order_id", "o.display_id", "p.id as plan_id", "l.seq", "l.kind", "l.amount", "l.due_date", "p.currency_code")
    .orderBy([{ column: "l.due_date", order: "asc" }, { column: "p.order_id" }, { column: "l.seq" }])
    .limit(limit)
    .offset(offset)
  const late = (due: string) => Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${due}T00:00:00Z`)) / 86_400_000)
  res.json({
    today,
    overdue: rows.map((r) => ({
      ...r,
      display_id: r.display_id === null ? null : Number(r.display_id),
      amount: Number(r.amount),
      days_late: late(r.due_date),
    })),
    count: Number(count),
    limit,
    offset,
  })
}

import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { NONE } from "../../../lib/margins"
import { purchasing } from "../../helpers"

const out = (r: { id: string; day: string; source: string; campaign: string; amount: unknown }) => ({
  id: r.id,
  day: r.day,
  source: r.source,
  campaign: r.campaign,
  amount: Number(r.amount),
})

/** GET /admin/ad-spend?from=&to=: what was typed, by day. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const q = req.query as { from?: string; to?: string }
  const filters: Record<string, unknown> = {}
  if (q.from || q.to) filters.day = { ...(q.from ? { $gte: q.from } : {}), ...(q.to ? { $lte: q.to } : {}) }
  const rows = await purchasing(req).listAdSpends(filters, { order: { day: "DESC" }, take: 500 })
  res.json({ ad_spend: rows.map(out) })
}

/** POST /admin/ad-spend {day, source, campaign?, amount}: a day's spend for a source and campaign (typed again: replaced). */
export async function POST(req: AuthenticatedMedusaRequest<{ day: string; source: string; campaign?: string | null; amount: number }>, res: MedusaResponse) {
  const b = req.validatedBody
  if (b.day > new Date().toISOString().slice(0, 10)) throw new MedusaError(MedusaError.Types.INVALID_DATA, "day: a spend is typed for a day that has begun")
  const key = { day: b.day, source: b.source.trim().toLowerCase(), campaign: b.campaign?.trim() || NONE }
  const service = purchasing(req)
  const [existing] = await service.listAdSpends(key)
  const row = existing ? await service.updateAdSpends({ id: existing.id, amount: b.amount }) : (await service.createAdSpends([{ ...key, amount: b.amount }]))[0]
  res.status(existing ? 200 : 201).json({ ad_spend: out(row) })
}

import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { StatementErrorResponse, StatementPreview } from "@shop/contracts/transporter-payments"
import { describeStatementErrors, parseStatementCsv } from "../../../../../lib/statement-csv"
import { matchStatement, PAYABLE_MONEY_STATES, type ParcelLife } from "../../../../../lib/statement-match"
import { lifeService, requireTransporter } from "../../../../helpers"
import { amountOf, LIFE_FIELDS, type LifeRow } from "../../../../life-reader"
import type { PostAdminStatementPreviewSchemaType } from "../../../../validators"

const parcel = (l: LifeRow): ParcelLife => ({
  ...l,
  cash_to_collect: amountOf(l.cash_to_collect),
  courier_fee: amountOf(l.courier_fee),
  return_fee: amountOf(l.return_fee),
  owed_before: amountOf(l.owed_before),
})

/**
 * Reads a courier's remittance statement (CSV text) and matches its lines to parcels: by tracking
 * number first, else by order number. Answers, per matched line, the expected net (frozen on the
 * order's life) beside the statement's and their difference; the lines that match nothing this
 * courier can settle (with why); the parcels to settle the statement leaves out. Writes nothing:
 * the payment is then recorded with `POST /admin/transporter-payments`. A file with a bad line is
 * a 400 listing every problem with its line and column (decision 0038).
 */
export async function POST(req: AuthenticatedMedusaRequest<PostAdminStatementPreviewSchemaType>, res: MedusaResponse) {
  const { transporter_id, csv } = req.validatedBody
  await requireTransporter(req, transporter_id)
  const parsed = parseStatementCsv(csv)
  if (!parsed.ok) {
    const body: StatementErrorResponse = {
      type: "invalid_data",
      message: `csv: the statement was not read: ${describeStatementErrors(parsed.errors)}`,
      errors: parsed.errors,
    }
    res.status(400).json(body)
    return
  }
  const lives = lifeService(req)
  const trackings = [...new Set(parsed.lines.flatMap((l) => (l.tracking_number ? [l.tracking_number] : [])))]
  const numbers = [...new Set(parsed.lines.flatMap((l) => (l.order_number !== null ? [l.order_number] : [])))]
  const config = { select: LIFE_FIELDS, take: null }
  const [payable, byTracking, byNumber] = await Promise.all([
    lives.listOrderLives({ transporter_id, money_state: [...PAYABLE_MONEY_STATES] }, { ...config, order: { display_id: "ASC" } }),
    // Tracking numbers are matched without regard to case: both spellings are asked for.
    trackings.length ? lives.listOrderLives({ tracking_number: [...new Set(trackings.flatMap((t) => [t, t.toUpperCase(), t.toLowerCase()]))] }, config) : [],
    numbers.length ? lives.listOrderLives({ display_id: numbers }, config) : [],
  ])
  const candidates = new Map<string, LifeRow>()
  for (const l of [...payable, ...byTracking, ...byNumber]) candidates.set(l.order_id, l)
  const preview = matchStatement(parsed.lines, transporter_id, [...candidates.values()].map(parcel), payable.map(parcel))
  const body: StatementPreview = { transporter_id, ...preview }
  res.json(body)
}

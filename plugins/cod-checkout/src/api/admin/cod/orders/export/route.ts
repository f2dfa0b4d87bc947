import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { countExport, EXPORT_MAX_ROWS, exportFile, exportTable, type ExportFilters } from "../../../../../lib/order-export"
import { reply } from "../../../../helpers"
import type { GetAdminCodOrdersExport } from "../../../../validators"

/**
 * The orders the filters match as a CSV or Excel file (decision 0064), sent in the answer, never
 * stored: nothing is left on the server for anyone to fetch later. Staff whose role reads reports
 * (route-permissions.ts). Over EXPORT_MAX_ROWS orders: 400 asking for narrower filters.
 */
export async function GET(req: AuthenticatedMedusaRequest<unknown, GetAdminCodOrdersExport>, res: MedusaResponse) {
  const q = req.validatedQuery
  const filters: ExportFilters = {
    confirmation_state: q.status,
    delivery_state: q.delivery,
    money_state: q.money,
    wilaya_code: q.wilaya,
    transporter_id: q.transporter_id,
    order_type: q.order_type,
    from: q.from,
    to: q.to,
  }
  const count = await countExport(req.scope, filters)
  if (count > EXPORT_MAX_ROWS) {
    return reply(res, 400, {
      type: "invalid_data",
      code: "too_many_orders",
      field: "from",
      count,
      max: EXPORT_MAX_ROWS,
      message: `${count} orders match: at most ${EXPORT_MAX_ROWS} go in one file. Narrow the dates (from, to) or the other filters.`,
    })
  }
  const file = exportFile(await exportTable(req.scope, filters, q.lang), q.format, q.lang)
  res.setHeader("Content-Type", file.type)
  res.setHeader("Content-Disposition", `attachment; filename="${file.name}"`)
  res.setHeader("Cache-Control", "private, no-store")
  res.setHeader("X-Content-Type-Options", "nosniff")
  res.setHeader("X-Export-Count", String(count))
  res.status(200).send(file.body)
}

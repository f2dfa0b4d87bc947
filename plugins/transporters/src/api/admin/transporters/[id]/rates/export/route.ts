import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { toRatesCsv } from "../../../../../../lib/rates-csv"
import { findTransporter, transporterService } from "../../../../../helpers"

/** The transporter's own rates as CSV (wilaya_code,delivery_type,price,return_fee), re-importable as is. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const transporter = await findTransporter(req)
  const rates = await transporterService(req).listTransporterRates({ transporter_id: transporter.id }, { take: null })
  res.setHeader("Content-Type", "text/csv; charset=utf-8")
  res.setHeader("Content-Disposition", `attachment; filename="${transporter.code}-rates.csv"`)
  res.send(toRatesCsv(rates))
}

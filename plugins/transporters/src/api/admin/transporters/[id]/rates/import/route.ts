import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { describeCsvErrors, parseRatesCsv } from "../../../../../../lib/rates-csv"
import type { PostAdminImportRatesSchemaType } from "../../../../../validators"
import { findTransporter, geoService, transporterService } from "../../../../../helpers"

/**
 * Imports a rate table. Every row is checked first; if any is bad the answer is 400 with
 * `errors: [{line, column, message}]` for every bad row and nothing is written. Rows
 * replace the matching cells; wilayas absent from the file keep their rates.
 */
export async function POST(req: MedusaRequest<PostAdminImportRatesSchemaType>, res: MedusaResponse) {
  const transporter = await findTransporter(req)
  const wilayas = await geoService(req).listWilayas({}, { select: ["code"], take: null })
  const parsed = parseRatesCsv(req.validatedBody.csv, new Set(wilayas.map((w) => w.code)))
  if (!parsed.ok) {
    res.status(400).json({
      type: "invalid_data",
      message: `The CSV was not imported: ${describeCsvErrors(parsed.errors)}`,
      errors: parsed.errors,
    })
    return
  }
  const changed = await transporterService(req).setRates(transporter.id, parsed.rows)
  res.json({ transporter_id: transporter.id, imported: parsed.rows.length, changed })
}

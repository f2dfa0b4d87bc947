import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { RateCell } from "../../../../../modules/transporter/service"
import type { PutAdminRatesSchemaType } from "../../../../validators"
import { findTransporter, rateMatrix, transporterService } from "../../../../helpers"

/** All 69 wilayas × home/stop_desk, with inherited (mother wilaya) prices marked. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const transporter = await findTransporter(req)
  res.json({ transporter_id: transporter.id, rates: await rateMatrix(req, transporter.id) })
}

/** Sets cells, one by one (`rates`) or in bulk (`wilaya_codes` + `delivery_type` + `price`); `price: null` clears. */
export async function PUT(req: MedusaRequest<PutAdminRatesSchemaType>, res: MedusaResponse) {
  const transporter = await findTransporter(req)
  const body = req.validatedBody
  const cells: RateCell[] = body.rates
    ? body.rates
    : body.wilaya_codes!.map((wilaya_code) => ({
        wilaya_code,
        delivery_type: body.delivery_type!,
        price: body.price!,
        ...(body.return_fee !== undefined ? { return_fee: body.return_fee } : {}),
        ...(body.delay_min_days !== undefined ? { delay_min_days: body.delay_min_days } : {}),
        ...(body.delay_max_days !== undefined ? { delay_max_days: body.delay_max_days } : {}),
      }))
  const changed = await transporterService(req).setRates(transporter.id, cells)
  res.json({ transporter_id: transporter.id, changed, rates: await rateMatrix(req, transporter.id) })
}

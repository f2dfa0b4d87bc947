import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { orderSummary } from "../../../../lib/order-summary"
import { summaryLang } from "../../../helpers"
import type { GetStoreCodOrderResponse } from "@shop/contracts/cod-order"

/**
 * The thank-you page's data (`thank_you_url` of POST /store/cod-orders): a cash-on-delivery order's
 * number, time, lines with their options, totals and where it goes — nothing naming or reaching the
 * buyer (decision 0058). Order ids are long random strings; any other order, or an unknown id, is a 404.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const id = String(req.params.id ?? "")
  const order = /^order_[0-9A-Z]{10,40}$/i.test(id) ? await orderSummary(req.scope, id, summaryLang(req)) : null
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, `No cash-on-delivery order ${id}`)
  res.setHeader("Cache-Control", "no-store")
  res.json({ order } satisfies GetStoreCodOrderResponse)
}

import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { TransporterBalance } from "@shop/contracts/transporter-payments"
import { cashByCourier } from "../../../cash"

/**
 * Per courier, its cash position (decision 0038): collected on delivered parcels, its fees, the
 * return fees, what it still owes the shop (not remitted yet, net of fees), what it remitted and
 * the differences found. The older names of these sums are kept for earlier readers.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const balances: TransporterBalance[] = (await cashByCourier(req)).map((p) => ({
    ...p,
    delivered_total: p.collected,
    paid_total: p.remitted_expected,
    outstanding_total: p.owed,
    outstanding_count: p.owed_count,
    received_total: p.remitted,
    difference_total: p.difference,
  }))
  res.json({ balances })
}

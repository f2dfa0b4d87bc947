import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { PosSale } from "@shop/contracts/pos"
import type { Lang } from "@shop/shared/lang"
import { receiptPdf } from "../../../../../../lib/receipt"
import { posService } from "../../../../../helpers"
import { tillMe } from "../../../../../till"

/** GET /admin/pos/sales/:id/receipt?lang=fr|en|ar: the sale's receipt, a PDF for an 80 mm roll. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { lang } = req.validatedQuery as { lang: Lang }
  const [row] = await posService(req).listPosSales({ id: req.params.id, state: "recorded" }, { select: ["receipt", "location_id"] })
  const me = await tillMe(req)
  // a cashier reads their own shop's receipts; staff assigned to no shop read every shop's
  if (!row || (me.shop && row.location_id !== me.shop.location_id)) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Sale ${req.params.id} was not found`)
  const sale = row.receipt as unknown as PosSale
  const shop = me.shop ?? { name: sale.location.name, address: null, phone: null }
  const pdf = await receiptPdf(sale, shop, lang)
  res.setHeader("Content-Type", "application/pdf")
  res.setHeader("Content-Disposition", `inline; filename="receipt-${sale.display_id ?? sale.client_id.slice(0, 8)}-${lang}.pdf"`)
  res.setHeader("Cache-Control", "private, no-store")
  res.send(pdf)
}

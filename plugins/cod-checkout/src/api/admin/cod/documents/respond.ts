import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { algiersDateTime } from "../../../../lib/documents/format"
import { loadDocumentOrders, loadShop } from "../../../../lib/documents/load-orders"
import type { DocumentKind } from "../../../../lib/documents/model"
import { renderDocuments } from "../../../../lib/documents/render"
import type { GetAdminCodDocuments } from "./validators"

const FILE_BASE: Record<DocumentKind, { fr: string; en: string }> = {
  "delivery-notes": { fr: "bons-de-livraison", en: "delivery-notes" },
  "picking-list": { fr: "liste-de-preparation", en: "picking-list" },
  invoices: { fr: "factures", en: "invoices" },
}

/**
 * The PDF of a batch of orders (decision 0069), made for the request and never stored: shown in the
 * browser (`inline`), never kept by a cache. Unknown orders: 404 naming them, nothing printed.
 */
export const documentRoute = (kind: DocumentKind) => async (req: AuthenticatedMedusaRequest<unknown, GetAdminCodDocuments>, res: MedusaResponse) => {
  const { order_id: ids, lang } = req.validatedQuery
  const { orders, missing } = await loadDocumentOrders(req.scope, ids, lang)
  if (missing.length) throw new MedusaError(MedusaError.Types.NOT_FOUND, `order_id: no order ${missing.join(", ")}`)
  const now = new Date()
  const pdf = await renderDocuments({ kind, lang, shop: await loadShop(req.scope), orders, now })
  const which = orders.length === 1 ? String(orders[0].display_id) : `${orders.length}-${algiersDateTime(now).slice(0, 10).split("/").reverse().join("-")}`
  res.setHeader("Content-Type", "application/pdf")
  res.setHeader("Content-Disposition", `inline; filename="${FILE_BASE[kind][lang === "en" ? "en" : "fr"]}-${which}.pdf"`)
  res.setHeader("Cache-Control", "private, no-store")
  res.setHeader("X-Content-Type-Options", "nosniff")
  res.setHeader("X-Document-Count", String(orders.length))
  res.status(200).send(pdf)
}

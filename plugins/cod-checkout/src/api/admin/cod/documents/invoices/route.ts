import { documentRoute } from "../respond"

/** GET /admin/cod/documents/invoices?order_id=…&lang=fr|en|ar — One invoice (facture) per order, each from a new page: HT, VAT and TTC per line. */
export const GET = documentRoute("invoices")

import { documentRoute } from "../respond"

/** GET /admin/cod/documents/delivery-notes?order_id=…&lang=fr|en|ar — One delivery note (bon de livraison) per order, each from a new page, in the order asked. */
export const GET = documentRoute("delivery-notes")

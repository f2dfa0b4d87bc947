import { documentRoute } from "../respond"

/** GET /admin/cod/documents/picking-list?order_id=…&lang=fr|en|ar — One picking list for the batch: each product, its total quantity and the orders taking it. */
export const GET = documentRoute("picking-list")

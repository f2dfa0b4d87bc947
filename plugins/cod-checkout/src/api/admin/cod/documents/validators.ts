import { z } from "@medusajs/framework/zod"
import { queryList } from "@shop/shared/query-list"

/** At most this many orders in one PDF (a day's batch; the file is built in memory). */
export const DOCUMENTS_MAX_ORDERS = 200

/**
 * `GET /admin/cod/documents/{delivery-notes,picking-list,invoices}?order_id=…&order_id=…&lang=`
 * (decision 0069): the orders, in the order they are printed (repeated `order_id`, or ids separated
 * by commas), and the language of the document.
 */
export const GetAdminCodDocumentsSchema = z
  .object({
    order_id: z.preprocess(
      queryList,
      z
        .array(z.string().max(100))
        .min(1, "name at least one order (order_id)")
        .max(DOCUMENTS_MAX_ORDERS, `at most ${DOCUMENTS_MAX_ORDERS} orders in one document (order_id)`)
    ),
    lang: z.enum(["fr", "en", "ar"]).default("fr"),
  })
  .strict()
export type GetAdminCodDocuments = z.infer<typeof GetAdminCodDocumentsSchema>

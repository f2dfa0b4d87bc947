import { z } from "@medusajs/framework/zod"

/** At most this many orders in one PDF (a day's batch; the file is built in memory). */
export const DOCUMENTS_MAX_ORDERS = 200

/**
 * A repeated query parameter as a list. Express's query parser (qs) gives an array up to 20 values
 * and an object keyed "0", "1"… beyond: both are read in their order.
 */
function listOf(v: unknown): unknown[] {
  if (v === undefined) return []
  if (Array.isArray(v)) return v
  if (v && typeof v === "object" && Object.keys(v).every((k) => /^\d+$/.test(k)))
    return Object.entries(v)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, x]) => x)
  return [v]
}

/**
 * `GET /admin/cod/documents/{delivery-notes,picking-list,invoices}?order_id=…&order_id=…&lang=`
 * (decision 0069): the orders, in the order they are printed (repeated `order_id`, or ids separated
 * by commas), and the language of the document.
 */
export const GetAdminCodDocumentsSchema = z
  .object({
    order_id: z.preprocess(
      (v) =>
        listOf(v)
          .flatMap((x) => (typeof x === "string" ? x.split(",") : [x]))
          .map((x) => (typeof x === "string" ? x.trim() : x))
          .filter((x) => x !== ""),
      z
        .array(z.string().max(100))
        .min(1, "name at least one order (order_id)")
        .max(DOCUMENTS_MAX_ORDERS, `at most ${DOCUMENTS_MAX_ORDERS} orders in one document (order_id)`)
    ),
    lang: z.enum(["fr", "en", "ar"]).default("fr"),
  })
  .strict()
export type GetAdminCodDocuments = z.infer<typeof GetAdminCodDocumentsSchema>

import { langOf, type Lang } from "@shop/shared/lang"

/** The printed documents (decision 0069), each a PDF route of the backend for a batch of orders. */
export const DOCUMENT_KINDS = ["delivery-notes", "picking-list", "invoices"] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]

/** The server's limit on one PDF; a bigger batch is refused with a 400, so the menu says so first. */
export const DOCUMENTS_MAX_ORDERS = 200

/** The document's language: the admin's own (fr, en, ar), French otherwise. */
export const documentLang = (adminLanguage: string | undefined): Lang => langOf(adminLanguage) ?? "fr"

/**
 * `GET /admin/cod/documents/<kind>?order_id=a,b,…&lang=` (the orders in the order given, in one
 * parameter: the server's query parser turns more than 20 repeated ones into an object).
 */
export const documentPath = (kind: DocumentKind, orderIds: string[], lang: Lang) =>
  `/admin/cod/documents/${kind}?order_id=${orderIds.map(encodeURIComponent).join(",")}&lang=${lang}`

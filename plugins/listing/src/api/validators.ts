import { z } from "@medusajs/framework/zod"
import { SEARCH_SUGGESTION_LIMITS } from "@shop/contracts/search"
import { LANGS } from "../lib/keys"
import { GetStoreListingSchema } from "../lib/params"

/**
 * GET /store/listings/:context[/:key]: repeated filters (`?brand=a&brand=b`, `feature=type:value`),
 * price range, sort, page size and page. The schema lives beside the SQL selection it feeds
 * (lib/params: `selection()` and the unit tests read it); this is its name in the API folder.
 */
export const GetStoreListingsSchema = GetStoreListingSchema
export type GetStoreListingsSchemaType = z.infer<typeof GetStoreListingsSchema>

/** GET /store/search: the header's suggestions (@shop/contracts/search). */
export const GetStoreSearchSchema = z.object({
  q: z.string().max(200).default(""),
  limit: z.coerce.number().int().min(1).max(SEARCH_SUGGESTION_LIMITS.max).default(SEARCH_SUGGESTION_LIMITS.default),
  /** Read by Medusa's locale middleware (and `storeLang`); accepted here. */
  locale: z.string().optional(),
})
export type GetStoreSearchSchemaType = z.infer<typeof GetStoreSearchSchema>

/** GET /admin/product-search (decision 0074): the staff's words and language. */
export const GetAdminProductSearchSchema = z.object({ q: z.string().max(200).default(""), lang: z.enum(LANGS).default("fr") }).strict()
export type GetAdminProductSearchSchemaType = z.infer<typeof GetAdminProductSearchSchema>

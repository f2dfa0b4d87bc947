import type { z } from "@medusajs/framework/zod"
import { GetStoreListingSchema } from "../lib/params"

/**
 * GET /store/listings/:context[/:key]: repeated filters (`?brand=a&brand=b`, `feature=type:value`),
 * price range, sort, page size and page. The schema lives beside the SQL selection it feeds
 * (lib/params: `selection()` and the unit tests read it); this is its name in the API folder.
 */
export const GetStoreListingsSchema = GetStoreListingSchema
export type GetStoreListingsSchemaType = z.infer<typeof GetStoreListingsSchema>

import { DEFAULT_PAGE_SIZE } from "../lib/params"

/**
 * The listing answers product cards built by its own SQL read (lib/listing-query, lib/cards),
 * not module records, so there are no `fields` to default; pages go by `page`, not `offset`.
 */
export const listingQueryConfig = { defaultLimit: DEFAULT_PAGE_SIZE }

import { listingHandler } from "../../../../listing-handler"

/** GET /store/listings/{category|brand|brand-line|collection|promotion}/:key */
export const GET = listingHandler

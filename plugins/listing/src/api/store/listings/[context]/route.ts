import { listingHandler } from "../../../listing-handler"

/** GET /store/listings/featured, /store/listings/new */
export const GET = listingHandler

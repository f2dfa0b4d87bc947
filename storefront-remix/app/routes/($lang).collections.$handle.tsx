import { listingLoader } from "~/features/listing/listing-loader.server"
import { listingHeaders, listingMeta, ListingRoute } from "~/features/listing/listing-route"

/** Collection page. */
export const loader = listingLoader("collection", "handle")
export const headers = listingHeaders
export const meta = listingMeta
export default ListingRoute

import { listingLoader } from "~/features/listing/listing-loader.server"
import { listingHeaders, listingMeta, ListingRoute } from "~/features/listing/listing-route"

/** Featured products (product metadata `featured`). */
export const loader = listingLoader("featured")
export const headers = listingHeaders
export const meta = listingMeta
export default ListingRoute

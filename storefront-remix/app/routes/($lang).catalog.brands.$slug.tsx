import { listingLoader } from "~/features/listing/listing-loader.server"
import { listingHeaders, listingMeta, ListingRoute } from "~/features/listing/listing-route"

/** Brand page. */
export const loader = listingLoader("brand", "slug")
export const headers = listingHeaders
export const meta = listingMeta
export default ListingRoute

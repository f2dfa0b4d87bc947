import { listingLoader } from "~/lib/listing-loader.server"
import { listingHeaders, listingMeta, ListingRoute } from "~/lib/listing-route"

/** Brand line page. */
export const loader = listingLoader("brand-line", "slug")
export const headers = listingHeaders
export const meta = listingMeta
export default ListingRoute

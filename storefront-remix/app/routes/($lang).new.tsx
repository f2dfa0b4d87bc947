import { listingLoader } from "~/features/listing/listing-loader.server"
import { listingHeaders, listingMeta, ListingRoute } from "~/features/listing/listing-route"

/** New products (created within CATALOG_NEW_DAYS days). */
export const loader = listingLoader("new")
export const headers = listingHeaders
export const meta = listingMeta
export default ListingRoute

import { listingLoader } from "~/features/listing/listing-loader.server"
import { listingHeaders, listingMeta, ListingRoute } from "~/features/listing/listing-route"

/** Category page: the category and its sub-categories. */
export const loader = listingLoader("category", "slug")
export const headers = listingHeaders
export const meta = listingMeta
export default ListingRoute

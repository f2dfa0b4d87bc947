import { listingLoader } from "~/lib/listing-loader.server"
import { listingHeaders, listingMeta, ListingRoute } from "~/lib/listing-route"

/** Promotion page: the products of one catalogue discount (a sale price list). */
export const loader = listingLoader("promotion", "id")
export const headers = listingHeaders
export const meta = listingMeta
export default ListingRoute

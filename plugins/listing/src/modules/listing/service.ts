import { MedusaService } from "@medusajs/framework/utils"
import { ListingProduct } from "./models/listing-product"

/** Owns the `listing_product` table; reads and writes go through SQL in `lib/` (set-based, fast). */
class ListingModuleService extends MedusaService({ ListingProduct }) {}

export default ListingModuleService

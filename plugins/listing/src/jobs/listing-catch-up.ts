import type { MedusaContainer } from "@medusajs/framework/types"
import { LISTING_MODULE, type ListingModuleService } from "../modules/listing"

/** Every minute: what the listing's subscribers cannot see (the clock, lost events); see `lib/catch-up.ts`. */
export default async function listingCatchUp(container: MedusaContainer) {
  await container.resolve<ListingModuleService>(LISTING_MODULE).catchUp()
}

export const config = { name: "listing-catch-up", schedule: "* * * * *" }

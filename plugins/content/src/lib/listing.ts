import type { ListingModuleService } from "@shop/listing/modules/listing"

/**
 * The listing read model, reached through its module service (its public door): product cards,
 * running catalogue discounts and the version content answers are cached under. A type import
 * only: nothing of the listing plugin is loaded from here.
 */
export type Listing = Pick<ListingModuleService, "productCards" | "runningPromotions" | "versionQuery" | "stockVersionQuery">

/** The listing module's registration name (`LISTING_MODULE`). */
export const LISTING_MODULE = "listing"

export const listingOf = (scope: { resolve<T>(key: string): T }): Listing => scope.resolve<Listing>(LISTING_MODULE)

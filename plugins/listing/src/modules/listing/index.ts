import { Module } from "@medusajs/framework/utils"
import ensureStockTrigger from "./loaders/stock-trigger"
import ListingModuleService from "./service"

export const LISTING_MODULE = "listing"

export default Module(LISTING_MODULE, { service: ListingModuleService, loaders: [ensureStockTrigger] })
export { ListingModuleService }
/** Shapes of the service's methods, for the plugins that call it. */
export type { CardFrag, CardQuery } from "../../lib/cards"
export type { Lang } from "../../lib/keys"
export type { Promotion, PromotionQuery } from "../../lib/promotions"

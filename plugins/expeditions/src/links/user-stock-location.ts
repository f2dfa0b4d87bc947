import { defineLink } from "@medusajs/framework/utils"
import StockLocationModule from "@medusajs/medusa/stock-location"
import UserModule from "@medusajs/medusa/user"

/** Staff assignments (the spec's "affectation"): a user works at any number of warehouses. */
export default defineLink({ linkable: UserModule.linkable.user, isList: true }, { linkable: StockLocationModule.linkable.stockLocation, isList: true })

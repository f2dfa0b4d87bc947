import { defineLink } from "@medusajs/framework/utils"
import ProductModule from "@medusajs/medusa/product"
import CatalogModule from "../modules/catalog"

/**
 * Many products to one brand (`product.brand`, `brand.products`). The link table itself
 * allows several rows per product: `setProductCatalogWorkflow` keeps it to one.
 */
export default defineLink({ linkable: ProductModule.linkable.product, isList: true }, CatalogModule.linkable.brand)

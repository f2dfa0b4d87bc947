import { defineLink } from "@medusajs/framework/utils"
import ProductModule from "@medusajs/medusa/product"
import CatalogModule from "../modules/catalog"

/** Many products to one brand line (`product.brand_line`); the line must belong to the product's brand. */
export default defineLink({ linkable: ProductModule.linkable.product, isList: true }, CatalogModule.linkable.brandLine)

import { defineLink } from "@medusajs/framework/utils"
import ProductModule from "@medusajs/medusa/product"
import CatalogModule from "../modules/catalog"

/** Products and feature values, many to many (`product.feature_values`, `feature_value.products`). */
export default defineLink({ linkable: ProductModule.linkable.product, isList: true }, { linkable: CatalogModule.linkable.featureValue, isList: true })

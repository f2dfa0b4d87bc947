import { defineMiddlewares } from "@medusajs/framework/http"
import { adminBrandRoutesMiddlewares } from "./admin/brands/middlewares"
import { adminCatalogDiscountRoutesMiddlewares } from "./admin/catalog-discounts/middlewares"
import { adminFeatureTypeRoutesMiddlewares } from "./admin/feature-types/middlewares"
import { adminProductCatalogRoutesMiddlewares } from "./admin/products/middlewares"
import { storeBrandRoutesMiddlewares } from "./store/brands/middlewares"
import { storeProductCatalogRoutesMiddlewares } from "./store/products/middlewares"

export default defineMiddlewares({
  routes: [
    ...adminBrandRoutesMiddlewares,
    ...adminFeatureTypeRoutesMiddlewares,
    ...adminProductCatalogRoutesMiddlewares,
    ...adminCatalogDiscountRoutesMiddlewares,
    ...storeBrandRoutesMiddlewares,
    ...storeProductCatalogRoutesMiddlewares,
  ],
})

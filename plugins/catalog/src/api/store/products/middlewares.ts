import { validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import * as QueryConfig from "./query-config"
import { StoreGetCrossSellingSchema } from "./validators"

export const storeProductCatalogRoutesMiddlewares: MiddlewareRoute[] = [
  {
    method: ["GET"],
    matcher: "/store/products/:id/cross-selling",
    middlewares: [validateAndTransformQuery(StoreGetCrossSellingSchema, QueryConfig.crossSellingQueryConfig)],
  },
]

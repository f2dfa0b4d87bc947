import { validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import * as QueryConfig from "./query-config"
import { StoreGetBrandsSchema } from "./validators"

export const storeBrandRoutesMiddlewares: MiddlewareRoute[] = [
  { method: ["GET"], matcher: "/store/brands", middlewares: [validateAndTransformQuery(StoreGetBrandsSchema, QueryConfig.listBrandQueryConfig)] },
  { method: ["GET"], matcher: "/store/brands/:slug", middlewares: [validateAndTransformQuery(StoreGetBrandsSchema, QueryConfig.retrieveBrandQueryConfig)] },
]

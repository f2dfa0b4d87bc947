import { validateAndTransformBody, validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import * as QueryConfig from "./query-config"
import { GetAdminDiscountsSchema, PostAdminCreateDiscountSchema, PostAdminUpdateDiscountSchema } from "./validators"

export const adminCatalogDiscountRoutesMiddlewares: MiddlewareRoute[] = [
  {
    method: ["GET"],
    matcher: "/admin/catalog-discounts",
    middlewares: [validateAndTransformQuery(GetAdminDiscountsSchema, QueryConfig.listDiscountQueryConfig)],
  },
  { method: ["POST"], matcher: "/admin/catalog-discounts", middlewares: [validateAndTransformBody(PostAdminCreateDiscountSchema)] },
  { method: ["POST"], matcher: "/admin/catalog-discounts/:id", middlewares: [validateAndTransformBody(PostAdminUpdateDiscountSchema)] },
]

import { validateAndTransformBody, validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import * as QueryConfig from "./query-config"
import { GetAdminDiscountsSchema, PostAdminCreateDiscountSchema, PostAdminUpdateDiscountSchema } from "./validators"

export const adminCatalogDiscountRoutesMiddlewares: MiddlewareRoute[] = [
  {
    method: ["GET"],
    matcher: "/admin/catalog-discounts",
    middlewares: [validateAndTransformQuery(GetAdminDiscountsSchema, QueryConfig.listDiscountQueryConfig)],
  },
  // a refined schema (ZodEffects) is not a ZodObject, which is all the helper's type accepts
  { method: ["POST"], matcher: "/admin/catalog-discounts", middlewares: [validateAndTransformBody(PostAdminCreateDiscountSchema as any)] },
  { method: ["POST"], matcher: "/admin/catalog-discounts/:id", middlewares: [validateAndTransformBody(PostAdminUpdateDiscountSchema)] },
]

import { validateAndTransformBody, validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import * as QueryConfig from "./query-config"
import {
  GetAdminFeatureTypesSchema,
  PostAdminCreateFeatureTypeSchema,
  PostAdminCreateFeatureValueSchema,
  PostAdminUpdateFeatureTypeSchema,
  PostAdminUpdateFeatureValueSchema,
} from "./validators"

export const adminFeatureTypeRoutesMiddlewares: MiddlewareRoute[] = [
  {
    method: ["GET"],
    matcher: "/admin/feature-types",
    middlewares: [validateAndTransformQuery(GetAdminFeatureTypesSchema, QueryConfig.listFeatureTypeQueryConfig)],
  },
  { method: ["POST"], matcher: "/admin/feature-types", middlewares: [validateAndTransformBody(PostAdminCreateFeatureTypeSchema)] },
  { method: ["POST"], matcher: "/admin/feature-types/:id", middlewares: [validateAndTransformBody(PostAdminUpdateFeatureTypeSchema)] },
  { method: ["POST"], matcher: "/admin/feature-types/:id/values", middlewares: [validateAndTransformBody(PostAdminCreateFeatureValueSchema)] },
  { method: ["POST"], matcher: "/admin/feature-values/:id", middlewares: [validateAndTransformBody(PostAdminUpdateFeatureValueSchema)] },
]

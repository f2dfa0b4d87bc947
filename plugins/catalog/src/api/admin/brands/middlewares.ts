import { validateAndTransformBody, validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import * as QueryConfig from "./query-config"
import {
  GetAdminBrandsSchema,
  PostAdminCreateBrandLineSchema,
  PostAdminCreateBrandSchema,
  PostAdminUpdateBrandLineSchema,
  PostAdminUpdateBrandSchema,
} from "./validators"

export const adminBrandRoutesMiddlewares: MiddlewareRoute[] = [
  { method: ["GET"], matcher: "/admin/brands", middlewares: [validateAndTransformQuery(GetAdminBrandsSchema, QueryConfig.listBrandQueryConfig)] },
  { method: ["POST"], matcher: "/admin/brands", middlewares: [validateAndTransformBody(PostAdminCreateBrandSchema)] },
  { method: ["POST"], matcher: "/admin/brands/:id", middlewares: [validateAndTransformBody(PostAdminUpdateBrandSchema)] },
  { method: ["POST"], matcher: "/admin/brands/:id/lines", middlewares: [validateAndTransformBody(PostAdminCreateBrandLineSchema)] },
  { method: ["POST"], matcher: "/admin/brand-lines/:id", middlewares: [validateAndTransformBody(PostAdminUpdateBrandLineSchema)] },
]

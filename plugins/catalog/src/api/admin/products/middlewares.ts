import { validateAndTransformBody, type MiddlewareRoute } from "@medusajs/framework/http"
import { PostAdminProductCatalogSchema, PostAdminProductPackSchema } from "./validators"

export const adminProductCatalogRoutesMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/admin/products/:id/catalog", middlewares: [validateAndTransformBody(PostAdminProductCatalogSchema)] },
  { method: ["POST"], matcher: "/admin/products/:id/pack", middlewares: [validateAndTransformBody(PostAdminProductPackSchema)] },
]

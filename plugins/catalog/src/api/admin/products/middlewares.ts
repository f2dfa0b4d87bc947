import { validateAndTransformBody, type MiddlewareRoute } from "@medusajs/framework/http"
import { productHandleSlug } from "./handle"
import { PostAdminProductCatalogSchema, PostAdminProductPackSchema } from "./validators"

export const adminProductCatalogRoutesMiddlewares: MiddlewareRoute[] = [
  // handles are latin slugs, the storefront's addresses (before Medusa's own validation reads the body)
  { method: ["POST"], matcher: "/admin/products", middlewares: [productHandleSlug] },
  { method: ["POST"], matcher: "/admin/products/:id", middlewares: [productHandleSlug] },
  { method: ["POST"], matcher: "/admin/products/:id/catalog", middlewares: [validateAndTransformBody(PostAdminProductCatalogSchema)] },
  { method: ["POST"], matcher: "/admin/products/:id/pack", middlewares: [validateAndTransformBody(PostAdminProductPackSchema)] },
]

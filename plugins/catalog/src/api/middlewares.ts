import { defineMiddlewares, validateAndTransformBody } from "@medusajs/framework/http"
import {
  PostAdminCreateBrandLineSchema,
  PostAdminCreateBrandSchema,
  PostAdminCreateDiscountSchema,
  PostAdminProductPackSchema,
  PostAdminUpdateDiscountSchema,
  PostAdminCreateFeatureTypeSchema,
  PostAdminCreateFeatureValueSchema,
  PostAdminProductCatalogSchema,
  PostAdminUpdateBrandLineSchema,
  PostAdminUpdateBrandSchema,
  PostAdminUpdateFeatureTypeSchema,
  PostAdminUpdateFeatureValueSchema,
} from "./validators"

const post = (matcher: string, schema: Parameters<typeof validateAndTransformBody>[0]) => ({
  matcher,
  method: "POST" as const,
  middlewares: [validateAndTransformBody(schema)],
})

export default defineMiddlewares({
  routes: [
    post("/admin/brands", PostAdminCreateBrandSchema),
    post("/admin/brands/:id", PostAdminUpdateBrandSchema),
    post("/admin/brands/:id/lines", PostAdminCreateBrandLineSchema),
    post("/admin/brand-lines/:id", PostAdminUpdateBrandLineSchema),
    post("/admin/feature-types", PostAdminCreateFeatureTypeSchema),
    post("/admin/feature-types/:id", PostAdminUpdateFeatureTypeSchema),
    post("/admin/feature-types/:id/values", PostAdminCreateFeatureValueSchema),
    post("/admin/feature-values/:id", PostAdminUpdateFeatureValueSchema),
    post("/admin/products/:id/catalog", PostAdminProductCatalogSchema),
    post("/admin/products/:id/pack", PostAdminProductPackSchema),
    post("/admin/catalog-discounts", PostAdminCreateDiscountSchema as any),
    post("/admin/catalog-discounts/:id", PostAdminUpdateDiscountSchema),
  ],
})

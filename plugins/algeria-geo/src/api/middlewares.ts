import { defineMiddlewares, validateAndTransformBody, validateAndTransformQuery } from "@medusajs/framework/http"
import { adminCommuneListQueryConfig, adminWilayaListQueryConfig, storeCommuneQueryConfig, storeWilayaQueryConfig } from "./query-config"
import { GetAdminCommunesSchema, GetAdminWilayasSchema, GetStoreCommunesSchema, GetStoreWilayasSchema, PostAdminDeliverableSchema } from "./validators"

export default defineMiddlewares({
  routes: [
    {
      matcher: "/store/wilayas",
      method: "GET",
      middlewares: [validateAndTransformQuery(GetStoreWilayasSchema, storeWilayaQueryConfig)],
    },
    {
      matcher: "/store/wilayas/:code/communes",
      method: "GET",
      middlewares: [validateAndTransformQuery(GetStoreCommunesSchema, storeCommuneQueryConfig)],
    },
    {
      matcher: "/admin/wilayas",
      method: "GET",
      middlewares: [validateAndTransformQuery(GetAdminWilayasSchema, adminWilayaListQueryConfig)],
    },
    {
      matcher: "/admin/wilayas/:code/communes",
      method: "GET",
      middlewares: [validateAndTransformQuery(GetAdminCommunesSchema, adminCommuneListQueryConfig)],
    },
    {
      matcher: "/admin/wilayas/:code",
      method: "POST",
      middlewares: [validateAndTransformBody(PostAdminDeliverableSchema)],
    },
    {
      matcher: "/admin/communes/:id",
      method: "POST",
      middlewares: [validateAndTransformBody(PostAdminDeliverableSchema)],
    },
  ],
})

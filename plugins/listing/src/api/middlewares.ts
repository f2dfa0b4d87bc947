import { defineMiddlewares, validateAndTransformQuery } from "@medusajs/framework/http"
import { listingQueryConfig } from "./query-config"
import { GetAdminProductSearchSchema, GetStoreListingsSchema, GetStoreSearchSchema } from "./validators"

export default defineMiddlewares({
  routes: [
    { matcher: "/store/listings/:context", method: "GET", middlewares: [validateAndTransformQuery(GetStoreListingsSchema, listingQueryConfig)] },
    { matcher: "/store/listings/:context/:key", method: "GET", middlewares: [validateAndTransformQuery(GetStoreListingsSchema, listingQueryConfig)] },
    { matcher: "/store/search", method: "GET", middlewares: [validateAndTransformQuery(GetStoreSearchSchema, {})] },
    { matcher: "/admin/product-search", method: "GET", middlewares: [validateAndTransformQuery(GetAdminProductSearchSchema, {})] },
  ],
})

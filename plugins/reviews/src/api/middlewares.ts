import { defineMiddlewares, validateAndTransformBody, validateAndTransformQuery } from "@medusajs/framework/http"
import { adminReviewListQueryConfig, storeReviewListQueryConfig } from "./query-config"
import { GetAdminReviewsSchema, GetStoreReviewsSchema, PostAdminReviewSchema } from "./validators"

/**
 * `/admin/*` is authenticated by Medusa and `/store/*` needs the publishable key. The store POST checks
 * its body itself so every bad field is answered at once (`errors`); its JSON may carry a 2 MB picture
 * as base64 (about 2.7 MB), hence the larger body limit on that route only.
 */
export default defineMiddlewares({
  routes: [
    { matcher: "/store/products/:id/reviews", method: "GET", middlewares: [validateAndTransformQuery(GetStoreReviewsSchema, storeReviewListQueryConfig)] },
    { matcher: "/store/products/:id/reviews", method: "POST", bodyParser: { sizeLimit: "4mb" } },
    { matcher: "/admin/reviews", method: "GET", middlewares: [validateAndTransformQuery(GetAdminReviewsSchema, adminReviewListQueryConfig)] },
    { matcher: "/admin/reviews/:id", method: "POST", middlewares: [validateAndTransformBody(PostAdminReviewSchema)] },
  ],
})

import { defineMiddlewares, validateAndTransformBody } from "@medusajs/framework/http"
import { PostAdminBlockedPhoneSchema, PostAdminConfirmationSchema } from "./validators"

/**
 * `/admin/*` is authenticated by Medusa and `/store/*` needs the publishable key. The two store
 * routes validate their bodies themselves: they answer every bad field at once (`errors`).
 */
export default defineMiddlewares({
  routes: [
    { matcher: "/admin/cod/blocked-phones", method: "POST", middlewares: [validateAndTransformBody(PostAdminBlockedPhoneSchema)] },
    { matcher: "/admin/cod/confirmations/:order_id", method: "POST", middlewares: [validateAndTransformBody(PostAdminConfirmationSchema)] },
  ],
})

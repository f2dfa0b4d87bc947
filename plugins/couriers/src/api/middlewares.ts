import { defineMiddlewares, validateAndTransformBody, validateAndTransformQuery } from "@medusajs/framework/http"
import { GetLabelsSchema, PostCourierAccountSchema, PostCourierSyncSchema, PostHandOverSchema, UpdateCourierAccountSchema } from "./validators"

/** `/admin/*` is authenticated by Medusa; `/hooks/couriers/:account_id` is reached by the couriers and checks their signature on the raw body. */
export default defineMiddlewares({
  routes: [
    { matcher: "/admin/courier-accounts", method: "POST", middlewares: [validateAndTransformBody(PostCourierAccountSchema)] },
    { matcher: "/admin/courier-accounts/:id", method: "POST", middlewares: [validateAndTransformBody(UpdateCourierAccountSchema)] },
    { matcher: "/admin/courier-accounts/:id/sync", method: "POST", middlewares: [validateAndTransformBody(PostCourierSyncSchema)] },
    { matcher: "/admin/couriers/hand-over", method: "POST", middlewares: [validateAndTransformBody(PostHandOverSchema)] },
    { matcher: "/admin/couriers/labels", method: "GET", middlewares: [validateAndTransformQuery(GetLabelsSchema, { isList: false })] },
    { matcher: "/hooks/couriers/:account_id", method: "POST", bodyParser: { preserveRawBody: true, sizeLimit: "2mb" } },
  ],
})

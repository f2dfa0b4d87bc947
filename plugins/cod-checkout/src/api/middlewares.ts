import { defineMiddlewares, validateAndTransformBody, validateAndTransformQuery } from "@medusajs/framework/http"
import { listAdminCodConfirmationsQueryConfig, listAdminCodCustomersQueryConfig, listAdminCodLeadsQueryConfig } from "./query-config"
import { validateCodOrderRequest } from "./store/cod-orders/validate-order-form"
import { GetAdminCodDocumentsSchema } from "./admin/cod/documents/validators"
import {
  GetAdminCodOrdersExportSchema,
  GetAdminCodConfirmationsSchema,
  GetAdminCodCustomersSchema,
  GetAdminCodLeadsSchema,
  PostAdminCodBlockedPhoneSchema,
  PostAdminCodConfirmationSchema,
  PostAdminCodAgentSchema,
  PostAdminCodAssignSchema,
  GetAdminCodAgentStatsSchema,
  PostAdminCodBulkConfirmSchema,
  PostAdminCodBulkDeliverySchema,
} from "./validators"

/**
 * `/admin/*` is authenticated by Medusa and `/store/*` needs the publishable key. The order
 * forms go through `parseOrderForm`, which names every bad field at once (`errors`): the store's
 * in its middleware, the admin lead order's in its route (its `cart_id` is the lead's).
 */
export default defineMiddlewares({
  routes: [
    { matcher: "/store/cod-orders", method: "POST", middlewares: [validateCodOrderRequest] },
    // a phone order (decision 0074): the store's key and form, the same rules
    { matcher: "/admin/cod/phone-orders", method: "POST", middlewares: [validateCodOrderRequest] },
    { matcher: "/admin/cod/blocked-phones", method: "POST", middlewares: [validateAndTransformBody(PostAdminCodBlockedPhoneSchema)] },
    {
      matcher: "/admin/cod/confirmations",
      method: "GET",
      middlewares: [validateAndTransformQuery(GetAdminCodConfirmationsSchema, listAdminCodConfirmationsQueryConfig)],
    },
    { matcher: "/admin/cod/confirmations/:order_id", method: "POST", middlewares: [validateAndTransformBody(PostAdminCodConfirmationSchema)] },
    { matcher: "/admin/cod/agents/:id", method: "POST", middlewares: [validateAndTransformBody(PostAdminCodAgentSchema)] },
    { matcher: "/admin/cod/agent-stats", method: "GET", middlewares: [validateAndTransformQuery(GetAdminCodAgentStatsSchema, {})] },
    { matcher: "/admin/cod/assign", method: "POST", middlewares: [validateAndTransformBody(PostAdminCodAssignSchema)] },
    { matcher: "/admin/cod/bulk/confirm", method: "POST", middlewares: [validateAndTransformBody(PostAdminCodBulkConfirmSchema)] },
    { matcher: "/admin/cod/bulk/delivery", method: "POST", middlewares: [validateAndTransformBody(PostAdminCodBulkDeliverySchema)] },
    { matcher: "/admin/cod/orders/export", method: "GET", middlewares: [validateAndTransformQuery(GetAdminCodOrdersExportSchema, {})] },
    { matcher: "/admin/cod/documents/*", method: "GET", middlewares: [validateAndTransformQuery(GetAdminCodDocumentsSchema, {})] },
    { matcher: "/admin/cod/customers", method: "GET", middlewares: [validateAndTransformQuery(GetAdminCodCustomersSchema, listAdminCodCustomersQueryConfig)] },
    { matcher: "/admin/cod/leads", method: "GET", middlewares: [validateAndTransformQuery(GetAdminCodLeadsSchema, listAdminCodLeadsQueryConfig)] },
  ],
})

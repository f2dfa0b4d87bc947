import { defineMiddlewares, validateAndTransformBody, validateAndTransformQuery } from "@medusajs/framework/http"
import { computedQueryConfig, listTransporterPaymentQueryConfig } from "./query-config"
import {
  GetAdminDashboardSchema,
  GetAdminTransporterPaymentsSchema,
  GetAdminUnpaidOrdersSchema,
  PostAdminStatementPreviewSchema,
  PostAdminTransporterPaymentSchema,
} from "./validators"

const P = "/admin/transporter-payments"

export default defineMiddlewares({
  routes: [
    { matcher: "/admin/dashboard", method: "GET", middlewares: [validateAndTransformQuery(GetAdminDashboardSchema, computedQueryConfig)] },
    { matcher: P, method: "GET", middlewares: [validateAndTransformQuery(GetAdminTransporterPaymentsSchema, listTransporterPaymentQueryConfig)] },
    { matcher: P, method: "POST", middlewares: [validateAndTransformBody(PostAdminTransporterPaymentSchema)] },
    {
      matcher: `${P}/statements/preview`,
      method: "POST",
      // A statement of a few thousand lines is larger than the default 100 kB JSON body.
      bodyParser: { sizeLimit: "3mb" },
      middlewares: [validateAndTransformBody(PostAdminStatementPreviewSchema)],
    },
    { matcher: `${P}/unpaid-orders`, method: "GET", middlewares: [validateAndTransformQuery(GetAdminUnpaidOrdersSchema, computedQueryConfig)] },
  ],
})

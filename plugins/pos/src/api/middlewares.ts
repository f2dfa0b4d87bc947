import { defineMiddlewares, validateAndTransformBody, validateAndTransformQuery } from "@medusajs/framework/http"
import {
  GetAdminOverdueSchema,
  GetAdminPosReceiptSchema,
  GetAdminPosSalesSchema,
  PostAdminPaymentPlanSchema,
  PostAdminPlanPaymentSchema,
  PostAdminPosCashierSchema,
  PostAdminPosSaleSchema,
  PostAdminPosSettingsSchema,
} from "./validators"

export default defineMiddlewares({
  routes: [
    { matcher: "/admin/orders/:id/payment-plan", method: "POST", middlewares: [validateAndTransformBody(PostAdminPaymentPlanSchema)] },
    { matcher: "/admin/orders/:id/payment-plan/lines/:seq/payments", method: "POST", middlewares: [validateAndTransformBody(PostAdminPlanPaymentSchema)] },
    {
      matcher: "/admin/pos/installments/overdue",
      method: "GET",
      middlewares: [validateAndTransformQuery(GetAdminOverdueSchema, { defaults: [], isList: true })],
    },
    { matcher: "/admin/pos/sales", method: "POST", middlewares: [validateAndTransformBody(PostAdminPosSaleSchema)] },
    { matcher: "/admin/pos/sales", method: "GET", middlewares: [validateAndTransformQuery(GetAdminPosSalesSchema, { defaults: [], isList: true })] },
    { matcher: "/admin/pos/sales/:id/receipt", method: "GET", middlewares: [validateAndTransformQuery(GetAdminPosReceiptSchema, { defaults: [] })] },
    { matcher: "/admin/pos/cashiers", method: "POST", middlewares: [validateAndTransformBody(PostAdminPosCashierSchema)] },
    { matcher: "/admin/pos/settings", method: "POST", middlewares: [validateAndTransformBody(PostAdminPosSettingsSchema)] },
  ],
})

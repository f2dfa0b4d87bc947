import { defineMiddlewares, validateAndTransformBody, validateAndTransformQuery } from "@medusajs/framework/http"
import { GetAdminOverdueSchema, PostAdminPaymentPlanSchema, PostAdminPlanPaymentSchema } from "./validators"

export default defineMiddlewares({
  routes: [
    { matcher: "/admin/orders/:id/payment-plan", method: "POST", middlewares: [validateAndTransformBody(PostAdminPaymentPlanSchema)] },
    { matcher: "/admin/orders/:id/payment-plan/lines/:seq/payments", method: "POST", middlewares: [validateAndTransformBody(PostAdminPlanPaymentSchema)] },
    {
      matcher: "/admin/pos/installments/overdue",
      method: "GET",
      middlewares: [validateAndTransformQuery(GetAdminOverdueSchema, { defaults: [], isList: true })],
    },
  ],
})

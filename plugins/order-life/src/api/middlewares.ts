import { defineMiddlewares, validateAndTransformBody, validateAndTransformQuery } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { CANCELLED_BY_LIFE, NATIVE_BODY_ROUTES, NATIVE_ROUTES, refuseForLife, RETURNED_BY_LIFE, SHIPPED_BY_LIFE } from "./guard-native"
import { orderLifeQueryConfig } from "./query-config"
import {
  PostConfirmationChangeSchema,
  PostDeliveryChangeSchema,
  PostExchangeSchema,
  PostMoneyChangeSchema,
  PostOrderEditSchema,
  PostOrderMergeSchema,
} from "./validators"

const L = "/admin/orders/:id/life"

/** `/admin/*` is authenticated by Medusa. */
export default defineMiddlewares({
  routes: [
    { matcher: L, method: "GET", middlewares: [validateAndTransformQuery(z.object({}).strict(), orderLifeQueryConfig)] },
    { matcher: `${L}/confirmation`, method: "POST", middlewares: [validateAndTransformBody(PostConfirmationChangeSchema)] },
    { matcher: `${L}/delivery`, method: "POST", middlewares: [validateAndTransformBody(PostDeliveryChangeSchema)] },
    { matcher: `${L}/money`, method: "POST", middlewares: [validateAndTransformBody(PostMoneyChangeSchema)] },
    { matcher: `${L}/exchange`, method: "POST", middlewares: [validateAndTransformBody(PostExchangeSchema)] },
    { matcher: `${L}/edit`, method: "POST", middlewares: [validateAndTransformBody(PostOrderEditSchema)] },
    { matcher: `${L}/merge`, method: "POST", middlewares: [validateAndTransformBody(PostOrderMergeSchema)] },
    ...NATIVE_ROUTES.map((matcher) => ({ matcher, method: "POST" as const, middlewares: [refuseForLife(SHIPPED_BY_LIFE)] })),
    { matcher: "/admin/orders/:id/cancel", method: "POST", middlewares: [refuseForLife(CANCELLED_BY_LIFE)] },
    ...NATIVE_BODY_ROUTES.map((matcher) => ({ matcher, method: "POST" as const, middlewares: [refuseForLife(RETURNED_BY_LIFE)] })),
  ],
})

import { defineMiddlewares, validateAndTransformBody } from "@medusajs/framework/http"
import {
  PostAdminCreateOverrideSchema,
  PostAdminCreateStopDeskSchema,
  PostAdminCreateTransporterSchema,
  PostAdminImportRatesSchema,
  PostAdminUpdateOverrideSchema,
  PostAdminUpdateStopDeskSchema,
  PostAdminUpdateTransporterSchema,
  PutAdminRatesSchema,
} from "./validators"

const T = "/admin/transporters/:id"

export default defineMiddlewares({
  routes: [
    { matcher: "/admin/transporters", method: "POST", middlewares: [validateAndTransformBody(PostAdminCreateTransporterSchema)] },
    { matcher: T, method: "POST", middlewares: [validateAndTransformBody(PostAdminUpdateTransporterSchema)] },
    { matcher: `${T}/rates`, method: "PUT", middlewares: [validateAndTransformBody(PutAdminRatesSchema)] },
    {
      matcher: `${T}/rates/import`,
      method: "POST",
      bodyParser: { sizeLimit: "1mb" },
      middlewares: [validateAndTransformBody(PostAdminImportRatesSchema)],
    },
    { matcher: `${T}/commune-overrides`, method: "POST", middlewares: [validateAndTransformBody(PostAdminCreateOverrideSchema)] },
    {
      matcher: `${T}/commune-overrides/:override_id`,
      method: "POST",
      middlewares: [validateAndTransformBody(PostAdminUpdateOverrideSchema)],
    },
    { matcher: `${T}/stop-desks`, method: "POST", middlewares: [validateAndTransformBody(PostAdminCreateStopDeskSchema)] },
    { matcher: `${T}/stop-desks/:desk_id`, method: "POST", middlewares: [validateAndTransformBody(PostAdminUpdateStopDeskSchema)] },
  ],
})

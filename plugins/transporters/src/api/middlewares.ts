import { defineMiddlewares, validateAndTransformBody, validateAndTransformQuery } from "@medusajs/framework/http"
import { listCommuneOverrideQueryConfig, listStopDeskQueryConfig, listTransporterQueryConfig } from "./query-config"
import {
  GetAdminCommuneOverridesSchema,
  GetAdminStopDesksSchema,
  GetAdminTransportersSchema,
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
    {
      matcher: "/admin/transporters",
      method: "GET",
      middlewares: [validateAndTransformQuery(GetAdminTransportersSchema, listTransporterQueryConfig)],
    },
    { matcher: "/admin/transporters", method: "POST", middlewares: [validateAndTransformBody(PostAdminCreateTransporterSchema)] },
    { matcher: T, method: "POST", middlewares: [validateAndTransformBody(PostAdminUpdateTransporterSchema)] },
    { matcher: `${T}/rates`, method: "PUT", middlewares: [validateAndTransformBody(PutAdminRatesSchema)] },
    {
      matcher: `${T}/rates/import`,
      method: "POST",
      bodyParser: { sizeLimit: "1mb" },
      middlewares: [validateAndTransformBody(PostAdminImportRatesSchema)],
    },
    {
      matcher: `${T}/commune-overrides`,
      method: "GET",
      middlewares: [validateAndTransformQuery(GetAdminCommuneOverridesSchema, listCommuneOverrideQueryConfig)],
    },
    { matcher: `${T}/commune-overrides`, method: "POST", middlewares: [validateAndTransformBody(PostAdminCreateOverrideSchema)] },
    {
      matcher: `${T}/commune-overrides/:override_id`,
      method: "POST",
      middlewares: [validateAndTransformBody(PostAdminUpdateOverrideSchema)],
    },
    {
      matcher: `${T}/stop-desks`,
      method: "GET",
      middlewares: [validateAndTransformQuery(GetAdminStopDesksSchema, listStopDeskQueryConfig)],
    },
    { matcher: `${T}/stop-desks`, method: "POST", middlewares: [validateAndTransformBody(PostAdminCreateStopDeskSchema)] },
    { matcher: `${T}/stop-desks/:desk_id`, method: "POST", middlewares: [validateAndTransformBody(PostAdminUpdateStopDeskSchema)] },
  ],
})

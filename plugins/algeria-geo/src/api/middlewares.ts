import {
  defineMiddlewares,
  validateAndTransformBody,
} from "@medusajs/framework/http"
import { PostAdminDeliverableSchema } from "./validators"

export default defineMiddlewares({
  routes: [
    {
      matcher: "/admin/wilayas/:code",
      method: "POST",
      middlewares: [validateAndTransformBody(PostAdminDeliverableSchema)],
    },
    {
      matcher: "/admin/communes/:id",
      method: "POST",
      middlewares: [validateAndTransformBody(PostAdminDeliverableSchema)],
    },
  ],
})

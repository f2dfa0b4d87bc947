import { defineMiddlewares } from "@medusajs/framework/http"
import { client_ipRoutes } from "./guards/client-ip"
import { headersRoutes } from "./guards/headers"
import { inputErrorHandler, inputRoutes } from "./guards/input"
import { loginRoutes } from "./guards/login"
import { rolesRoutes } from "./guards/roles"
import { uploadsRoutes } from "./guards/uploads"
import { boundQueryArrays } from "../lib/query-arrays"

// Before the first request: Medusa's own query parser builds an array as long as any bracket index
// sent (`?a[99999999]=x`: seconds of CPU per request); see lib/query-arrays.ts.
boundQueryArrays()

/** Every concern's routes, in the order a request meets them. */
export default defineMiddlewares({
  routes: [...headersRoutes, ...client_ipRoutes, ...inputRoutes, ...loginRoutes, ...rolesRoutes, ...uploadsRoutes],
  // Medusa takes one error handler for the whole app: Medusa's own, after the input guard's mapping (guards/input.ts).
  errorHandler: inputErrorHandler,
})

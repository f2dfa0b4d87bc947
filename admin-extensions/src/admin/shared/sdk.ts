import Medusa from "@medusajs/js-sdk"

/** The admin's own session: our pages call the backend that serves them. */
export const sdk = new Medusa({
  baseUrl: import.meta.env.VITE_BACKEND_URL || "/",
  debug: false,
  auth: { type: "session" },
})

import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { isHttps } from "./client-ip"

/**
 * Security headers on the backend's answers (issue 17 item 6, decision 0046): no content sniffing,
 * no framing (clickjacking of the admin), no referrer beyond the origin, no powerful browser
 * features, and HSTS once the request came over HTTPS (TLS here or at a trusted proxy): a plain
 * http deployment (npm start on localhost) must not be told to insist on HTTPS.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "frame-ancestors 'none'",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
}
export const HSTS = "max-age=31536000; includeSubDomains"

export function setSecurityHeaders(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!res.getHeader(name)) res.setHeader(name, value)
  if (isHttps(req)) res.setHeader("Strict-Transport-Security", HSTS)
  next()
}

/** Routes and middlewares of this concern (see src/index.ts). */
export const headersRoutes: MiddlewareRoute[] = [{ matcher: "/*", middlewares: [setSecurityHeaders] }]

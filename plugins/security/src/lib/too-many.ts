import type { MedusaResponse } from "@medusajs/framework/http"

/**
 * The 429 of every attempt limit (logins, lead saves), shaped like the order form's cooldown:
 * `field` names what was counted (`client_ip`, `email`, `phone`), `wait_seconds` says for how long,
 * and Retry-After says it to any HTTP client.
 */
export function replyTooManyAttempts(res: MedusaResponse, waitSeconds: number, body: { field: string; message: string }) {
  res.setHeader("Retry-After", String(waitSeconds))
  res.status(429).json({ type: "too_many_requests", code: "too_many_attempts", ...body, wait_seconds: waitSeconds })
}

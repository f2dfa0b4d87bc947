// Reviews between the browser and the backend: the list (approved only) and the submit, which goes
// out with the publishable key and the buyer's address so the backend's per-client limit is real.
import { env as defaultEnv, requirePublishableKey, type ServerEnv } from "~/lib/env.server"
import { createStoreGet, MedusaError } from "~/lib/medusa.server"
import type { StoreReviewsResponse } from "@shop/contracts/reviews"
import type { ReviewPostResult } from "./review-form"
import { serverErrors } from "./review-form"

export type BackendReviews = StoreReviewsResponse

export function listReviews(productId: string, offset: number, limit = 10, e: ServerEnv = defaultEnv): Promise<BackendReviews> {
  return createStoreGet(e)<BackendReviews>(`/products/${encodeURIComponent(productId)}/reviews`, { limit: String(limit), offset: String(offset) })
}

/** The JSON body the backend reads; the picture travels as base64 (the route accepts 4 MB of JSON). */
export type ReviewBody = Record<string, unknown> & { image?: { filename: string; content_base64: string } }

export async function submitReview(
  productId: string,
  body: ReviewBody,
  headers: Record<string, string>,
  e: ServerEnv = defaultEnv,
  fetchImpl: typeof fetch = fetch
) {
  const url = `${e.MEDUSA_BACKEND_URL}/store/products/${encodeURIComponent(productId)}/reviews`
  let res: Response
  try {
    res = await fetchImpl(url, {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/json", "x-publishable-api-key": requirePublishableKey(e), ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(e.MEDUSA_TIMEOUT_MS * 4),
    })
  } catch (err) {
    throw new MedusaError(`POST reviews failed: ${(err as Error).message}`, 0)
  }
  return reviewOutcome(res.status, await res.json().catch(() => null))
}

/** The backend's answer as the form reads it; anything not understood is a failure message. */
export function reviewOutcome(status: number, body: unknown): ReviewPostResult {
  if (status === 201) return { kind: "sent" }
  if (status === 400) {
    const errors = serverErrors(body)
    return Object.keys(errors).length ? { kind: "invalid", errors } : { kind: "failed" }
  }
  if (status === 429) {
    const wait = Number((body as { wait_seconds?: unknown } | null)?.wait_seconds)
    return { kind: "limited", wait_seconds: Number.isFinite(wait) && wait > 0 ? Math.ceil(wait) : 600 }
  }
  return { kind: "failed" }
}

// Reviews between the browser and the backend: the list (approved only) and the submit, which goes
// out with the publishable key and the buyer's address so the backend's per-client limit is real.
import { storeApi } from "~/lib/store-api.server"
import type { StoreReviewsResponse } from "@shop/contracts/reviews"
import type { ReviewPostResult } from "./review-form"
import { serverErrors } from "./review-form"

export type BackendReviews = StoreReviewsResponse

export const listReviews = (productId: string, offset: number, limit = 10): Promise<BackendReviews> => storeApi.listReviews(productId, { limit, offset })

/** The JSON body the backend reads; the picture travels as base64 (the route accepts 4 MB of JSON). */
export type ReviewBody = Record<string, unknown> & { image?: { filename: string; content_base64: string } }

/** Sends the review; only an unreachable backend throws (a MedusaError with status 0). */
export async function submitReview(productId: string, body: ReviewBody, headers: Record<string, string>): Promise<ReviewPostResult> {
  const answer = await storeApi.postReview(productId, body, headers)
  return reviewOutcome(answer.status, answer.body)
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

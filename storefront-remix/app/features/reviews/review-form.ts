// The review form's rules in the browser (spec §5 "Review submit"), mirroring plugins/reviews'
// server rules so the buyer hears about a mistake before posting; the backend stays the judge.
import type { StoreReviewsResponse } from "@shop/contracts/reviews"
import { normalizeEmail } from "@shop/shared/contact"
import { normalizePhone } from "@shop/shared/phone"

export const REVIEW_FIELDS = ["name", "email", "phone", "purchase_date", "rating", "text", "bought_here", "accepted_policy", "image"] as const
export type ReviewField = (typeof REVIEW_FIELDS)[number]
export type ReviewProblem = "required" | "invalid" | "future" | "too_large" | "not_an_image" | "too_long"
export type ReviewErrors = Partial<Record<ReviewField, ReviewProblem>>

export type ReviewValues = {
  name: string
  email: string
  phone: string
  purchase_date: string
  rating: string
  text: string
  bought_here: boolean
  accepted_policy: boolean
  image?: { size: number; type: string } | null
}

export const NAME_MAX = 60
export const TEXT_MAX = 2000
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"]
const DATE = /^\d{4}-\d{2}-\d{2}$/

/** Today in Algeria (UTC+1 all year), the server's notion of "not in the future". */
export const algiersToday = (now = new Date()) => new Date(now.getTime() + 60 * 60 * 1000).toISOString().slice(0, 10)

export function reviewProblems(v: ReviewValues, now = new Date()): ReviewErrors {
  const errors: ReviewErrors = {}
  const name = v.name.trim()
  if (!name) errors.name = "required"
  else if ([...name].length > NAME_MAX) errors.name = "too_long"
  const email = normalizeEmail(v.email)
  if (email === undefined) errors.email = "required"
  else if (email === null) errors.email = "invalid"
  if (!v.phone.trim()) errors.phone = "required"
  else if (!normalizePhone(v.phone)) errors.phone = "invalid"
  const date = v.purchase_date.trim()
  if (!date) errors.purchase_date = "required"
  else if (!DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date)
    errors.purchase_date = "invalid"
  else if (date > algiersToday(now)) errors.purchase_date = "future"
  const rating = Number(v.rating || 5)
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) errors.rating = "invalid"
  const text = v.text.trim()
  if (!text) errors.text = "required"
  else if ([...text].length > TEXT_MAX) errors.text = "too_long"
  if (!v.bought_here) errors.bought_here = "required"
  if (!v.accepted_policy) errors.accepted_policy = "required"
  if (v.image && v.image.size > 0) {
    if (!IMAGE_TYPES.includes(v.image.type)) errors.image = "not_an_image"
    else if (v.image.size > IMAGE_MAX_BYTES) errors.image = "too_large"
  }
  return errors
}

/** Whether the only problems are empty fields: the spec's single "fill all fields" alert then. */
export const onlyMissing = (e: ReviewErrors) => Object.values(e).every((p) => p === "required")

/** The backend's 400 `errors` list onto the form's fields. */
export function serverErrors(body: unknown): ReviewErrors {
  const list = (body as { errors?: Array<{ field?: string; code?: string }> } | null)?.errors
  const out: ReviewErrors = {}
  if (!Array.isArray(list)) return out
  for (const e of list) {
    if (e?.field && (REVIEW_FIELDS as readonly string[]).includes(e.field)) {
      const code = e.code as ReviewProblem
      out[e.field as ReviewField] = ["required", "future", "too_large", "not_an_image", "too_long"].includes(code) ? code : "invalid"
    }
  }
  return out
}

/** What the resource route answers to the form. */
export type ReviewPostResult =
  { kind: "sent" } | { kind: "invalid"; errors: ReviewErrors } | { kind: "limited"; wait_seconds: number } | { kind: "session_expired" } | { kind: "failed" }

/** A shown review as the resource route passes it on. */
export type { StoreReview as ShownReview } from "@shop/contracts/reviews"
export type ReviewsPage = StoreReviewsResponse & { csrf: string }

/** The moderation queue's shapes, as GET /admin/reviews answers them: @shop/contracts/reviews. */
import type { ReviewStatus } from "@shop/contracts/reviews"
export { REVIEW_STATUSES } from "@shop/contracts/reviews"
export type { AdminReview, ReviewStatus } from "@shop/contracts/reviews"

export type ReviewFilters = { status?: ReviewStatus; product_id?: string; rating?: number; q?: string }
export const PAGE_SIZE = 20

export const STATUS_COLOR: Record<ReviewStatus, "orange" | "green" | "red"> = { pending: "orange", approved: "green", rejected: "red" }

/** Query string values without the empty ones (the route refuses unknown or blank filters). */
export const reviewQuery = (f: ReviewFilters, offset: number) =>
  Object.fromEntries(Object.entries({ ...f, limit: PAGE_SIZE, offset }).filter(([, v]) => v !== undefined && v !== ""))

/** The moderation queue's shapes, as GET /admin/reviews answers them (plugins/reviews). */
export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

export type AdminReview = {
  id: string
  product_id: string
  product_title: string | null
  rating: number
  text: string
  name: string
  email: string | null
  phone: string | null
  purchase_date: string | null
  images: string[]
  locale: string | null
  status: ReviewStatus
  created_at: string
}

export type ReviewFilters = { status?: ReviewStatus; product_id?: string; rating?: number; q?: string }
export const PAGE_SIZE = 20

export const STATUS_COLOR: Record<ReviewStatus, "orange" | "green" | "red"> = { pending: "orange", approved: "green", rejected: "red" }

/** Query string values without the empty ones (the route refuses unknown or blank filters). */
export const reviewQuery = (f: ReviewFilters, offset: number) =>
  Object.fromEntries(Object.entries({ ...f, limit: PAGE_SIZE, offset }).filter(([, v]) => v !== undefined && v !== ""))

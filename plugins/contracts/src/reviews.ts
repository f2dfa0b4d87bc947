/** Product reviews (reviews plugin): what `/store/products/:id/reviews` and `/admin/reviews` answer. */

export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

/** An approved review as the product page shows it: no e-mail, no phone. */
export type StoreReview = { id: string; name: string; rating: number; text: string; created_at: string; images: string[] }

/** `GET /store/products/:id/reviews`: one page of approved reviews and the product's real average. */
export type StoreReviewsResponse = { reviews: StoreReview[]; count: number; limit: number; offset: number; summary: { count: number; average: number | null } }

/** One review of the moderation queue (`GET /admin/reviews`). */
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

export type AdminReviewsResponse = { reviews: AdminReview[]; count: number }

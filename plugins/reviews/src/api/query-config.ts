/** Default fields of the review lists (Medusa's query-config convention); no route takes `?fields=`. */
export const ADMIN_REVIEW_FIELDS = [
  "id",
  "product_id",
  "rating",
  "text",
  "name",
  "email",
  "phone",
  "purchase_date",
  "bought_here",
  "images",
  "locale",
  "status",
  "created_at",
]

/** What a shopper sees of a review: no e-mail, phone or address. */
export const STORE_REVIEW_FIELDS = ["id", "name", "rating", "text", "images", "created_at"]

export const adminReviewListQueryConfig = { defaults: ADMIN_REVIEW_FIELDS, isList: true, defaultLimit: 20 }
export const storeReviewListQueryConfig = { defaults: STORE_REVIEW_FIELDS, isList: true, defaultLimit: 10 }

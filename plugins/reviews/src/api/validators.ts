import { z } from "@medusajs/framework/zod"

const Limit = (max: number, def: number) => z.coerce.number().int().min(1).max(max).default(def)
const Offset = z.coerce.number().int().min(0).default(0)

export const GetStoreReviewsSchema = z.object({ limit: Limit(50, 10), offset: Offset })
export type GetStoreReviewsSchemaType = z.infer<typeof GetStoreReviewsSchema>

export const ReviewStatus = z.enum(["pending", "approved", "rejected"])

export const GetAdminReviewsSchema = z.object({
  status: ReviewStatus.optional(),
  product_id: z.string().trim().min(1).max(100).optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  q: z.string().trim().max(100).optional(),
  limit: Limit(100, 20),
  offset: Offset,
})
export type GetAdminReviewsSchemaType = z.infer<typeof GetAdminReviewsSchema>

/** Moderation sets the final word only: a review cannot be put back to `pending`. */
export const PostAdminReviewSchema = z.object({ status: z.enum(["approved", "rejected"]) })
export type PostAdminReviewSchemaType = z.infer<typeof PostAdminReviewSchema>

/**
 * POST /store/products/:id/reviews is checked by the order-form rules of lib/review-form (every bad
 * field answered at once in `errors`, the shape the storefront form reads), not by a schema here.
 */

import { z } from "@medusajs/framework/zod"

const Limit = (max: number, def: number) => z.coerce.number().int().min(1).max(max).default(def)
const Offset = z.coerce.number().int().min(0).default(0)

export const GetStoreReviewsSchema = z.object({ limit: Limit(50, 10), offset: Offset }).strict()
export type GetStoreReviewsQuery = z.infer<typeof GetStoreReviewsSchema>

export const ReviewStatus = z.enum(["pending", "approved", "rejected"])

export const GetAdminReviewsSchema = z
  .object({
    status: ReviewStatus.optional(),
    product_id: z.string().trim().min(1).max(100).optional(),
    rating: z.coerce.number().int().min(1).max(5).optional(),
    q: z.string().trim().max(100).optional(),
    limit: Limit(100, 20),
    offset: Offset,
  })
  .strict()
export type GetAdminReviewsQuery = z.infer<typeof GetAdminReviewsSchema>

/** Moderation sets the final word only: a review cannot be put back to `pending`. */
export const PostAdminReviewSchema = z.object({ status: z.enum(["approved", "rejected"]) }).strict()
export type PostAdminReviewBody = z.infer<typeof PostAdminReviewSchema>

import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { reviewsService } from "../../../helpers"
import type { PostAdminReviewSchemaType } from "../../../validators"

/**
 * Approve or reject. The store product page reads the rating summary live from the review table
 * (no cache in between), so the stars change on the next page load.
 */
export async function POST(req: MedusaRequest<PostAdminReviewSchemaType>, res: MedusaResponse) {
  const service = reviewsService(req)
  await service.retrieveReview(req.params.id) // NOT_FOUND for an unknown id
  const review = await service.updateReviews({ id: req.params.id, status: req.validatedBody.status })
  res.json({ review })
}

/** Soft delete: the row stays for the submit rate limit but is never shown nor counted. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  const service = reviewsService(req)
  await service.retrieveReview(req.params.id)
  await service.softDeleteReviews([req.params.id])
  res.json({ id: req.params.id, object: "review", deleted: true })
}

import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { REVIEWS_MODULE } from "../../modules/reviews"
import type ReviewsModuleService from "../../modules/reviews/service"

export type CreateReviewStepInput = Record<string, unknown> & { product_id: string }

/** Writes the review as `pending`: nothing reaches shoppers before staff approve it. */
export const createReviewStep = createStep(
  "create-review",
  async (input: CreateReviewStepInput, { container }) => {
    const reviews = container.resolve<ReviewsModuleService>(REVIEWS_MODULE)
    const review = await reviews.createReviews({ ...input, status: "pending" })
    return new StepResponse(review, review.id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<ReviewsModuleService>(REVIEWS_MODULE).deleteReviews([id])
  }
)

import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import { createReviewStep } from "./steps/create-review"
import { uploadReviewImageStep, type UploadReviewImageInput } from "./steps/upload-review-image"

export type CreateReviewInput = {
  review: {
    product_id: string
    name: string
    email: string
    phone: string
    purchase_date: string
    rating: number
    text: string
    locale: string | null
    client_ip: string
  }
  image: UploadReviewImageInput
}

/** File module + reviews module: a failure after the upload removes the stored picture again. */
export const createReviewWorkflow = createWorkflow("create-review", (input: CreateReviewInput) => {
  const images = uploadReviewImageStep(input.image)
  const data = transform({ input, images }, ({ input, images }) => ({
    ...input.review,
    purchase_date: new Date(`${input.review.purchase_date}T00:00:00Z`),
    bought_here: true,
    images: images.length ? images : null,
  }))
  return new WorkflowResponse(createReviewStep(data))
})

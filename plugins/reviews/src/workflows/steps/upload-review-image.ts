import { Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"

export type UploadReviewImageInput = { content_base64: string; mime: string; ext: string } | null

/** Stores the picture through Medusa's File module; compensation deletes it if the review is not written. */
export const uploadReviewImageStep = createStep(
  "upload-review-image",
  async (input: UploadReviewImageInput, { container }) => {
    if (!input) return new StepResponse([] as Array<{ url: string; file_id: string }>, null)
    const files = container.resolve(Modules.FILE)
    const [file] = await files.createFiles([
      { filename: `review-${Date.now()}.${input.ext}`, mimeType: input.mime, content: input.content_base64, access: "public" },
    ])
    return new StepResponse([{ url: file.url, file_id: file.id }], file.id)
  },
  async (fileId, { container }) => {
    if (fileId) await container.resolve(Modules.FILE).deleteFiles([fileId])
  }
)

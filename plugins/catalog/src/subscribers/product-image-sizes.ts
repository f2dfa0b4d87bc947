import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { generateImageSizesWorkflow } from "../workflows/generate-image-sizes"

/** A product's pictures get the spec's sizes as soon as they are attached (created or updated product). */
export default async function productImageSizes({ event, container }: SubscriberArgs<{ id: string }>) {
  await generateImageSizesWorkflow(container).run({ input: { product_ids: [event.data.id] } })
}

export const config: SubscriberConfig = { event: ["product.created", "product.updated"] }

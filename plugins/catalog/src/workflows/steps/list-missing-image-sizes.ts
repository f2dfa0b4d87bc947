import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { catalogOf } from "../../lib/catalog-service"
import { IMAGE_SIZE_NAMES, type ImageSizeName } from "../../lib/image-sizes"

/** `urls`: these pictures; else the pictures of `product_ids`; neither: every product's pictures. */
export type GenerateImageSizesInput = { urls?: string[]; product_ids?: string[] }
export type MissingSizes = Array<{ url: string; sizes: ImageSizeName[] }>

/** The pictures (http(s) URLs) and the sizes each still lacks. Reads only. */
export const listMissingImageSizesStep = createStep("list-missing-image-sizes", async (input: GenerateImageSizesInput, { container }) => {
  let urls = input.urls ?? []
  if (!input.urls) {
    const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "product",
      fields: ["id", "images.url"],
      ...(input.product_ids && { filters: { id: input.product_ids } }),
    })
    urls = (data as Array<{ images?: Array<{ url: string } | null> }>).flatMap((p) => (p.images ?? []).filter(Boolean).map((i) => i!.url))
  }
  const wanted = [...new Set(urls.filter((u) => /^https?:\/\//.test(u)))]
  if (!wanted.length) return new StepResponse([] as MissingSizes)
  const existing = await catalogOf(container).listImageSizes({ source_url: wanted }, { select: ["source_url", "size"], take: null })
  const have = new Set(existing.map((r) => `${r.source_url} ${r.size}`))
  const missing: MissingSizes = wanted.map((url) => ({ url, sizes: IMAGE_SIZE_NAMES.filter((s) => !have.has(`${url} ${s}`)) })).filter((m) => m.sizes.length)
  return new StepResponse(missing)
})

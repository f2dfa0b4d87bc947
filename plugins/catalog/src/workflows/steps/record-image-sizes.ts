import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { catalogOf } from "../../lib/catalog-service"
import type { StoredSizes } from "./store-image-size-files"

/**
 * Records the stored sizes by original URL. A picture another process (the product subscriber,
 * the seed) sized meanwhile keeps theirs: ours are dropped. Answers how many pictures it sized;
 * compensation deletes the rows it created.
 */
export const recordImageSizesStep = createStep(
  "record-image-sizes",
  async (stored: StoredSizes, { container }) => {
    const service = catalogOf(container)
    const created: string[] = []
    const dropped: string[] = []
    let made = 0
    for (const { url, files } of stored) {
      try {
        const rows = await service.createImageSizes(
          files.map((f) => ({ source_url: url, size: f.size, url: f.file_url, file_id: f.file_id, width: f.px, height: f.px }))
        )
        created.push(...rows.map((r) => r.id))
        made += 1
      } catch (e) {
        const [done] = await service.listImageSizes({ source_url: url }, { select: ["id"], take: 1 })
        if (!done) throw e
        dropped.push(...files.map((f) => f.file_id))
      }
    }
    if (dropped.length) {
      await container
        .resolve(Modules.FILE)
        .deleteFiles(dropped)
        .catch((e: Error) => {
          container.resolve(ContainerRegistrationKeys.LOGGER).warn(`catalog: unused picture sizes left: ${e.message}`)
        })
    }
    return new StepResponse(made, created)
  },
  async (created, { container }) => {
    if (created?.length) await catalogOf(container).deleteImageSizes(created)
  }
)

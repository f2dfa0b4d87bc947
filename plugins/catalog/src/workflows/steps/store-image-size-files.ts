import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { readOriginal, renderSizes } from "../../lib/generate-image-sizes"
import type { MissingSizes } from "./list-missing-image-sizes"

export type StoredSizes = Array<{ url: string; files: Array<{ size: string; px: number; file_id: string; file_url: string }> }>

/**
 * Renders the missing sizes of each picture and stores them through the file module, two pictures
 * at a time. A picture that cannot be read is logged and skipped (the store then serves the
 * original for every size). Compensation deletes the files it stored.
 */
export const storeImageSizeFilesStep = createStep(
  "store-image-size-files",
  async (missing: MissingSizes, { container }) => {
    const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
    const fileModule = container.resolve(Modules.FILE)
    const stored: StoredSizes = []
    const work = async ({ url, sizes }: MissingSizes[number]) => {
      try {
        const rendered = await renderSizes(url, await readOriginal(container, url), sizes)
        const files = await fileModule.createFiles(rendered.map((r) => r.file))
        stored.push({ url, files: rendered.map((r, i) => ({ size: r.size, px: r.px, file_id: files[i].id, file_url: files[i].url })) })
      } catch (e) {
        logger.warn(`catalog: no sizes for ${url}: ${(e as Error).message}`)
      }
    }
    for (let i = 0; i < missing.length; i += 2) await Promise.all(missing.slice(i, i + 2).map(work))
    return new StepResponse(
      stored,
      stored.flatMap((s) => s.files.map((f) => f.file_id))
    )
  },
  async (fileIds, { container }) => {
    // some may be gone already (dropped by record-image-sizes as duplicates)
    if (fileIds?.length)
      await container
        .resolve(Modules.FILE)
        .deleteFiles(fileIds)
        .catch(() => {})
  }
)

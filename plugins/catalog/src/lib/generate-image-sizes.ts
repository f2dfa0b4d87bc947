import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import sharp from "sharp"
import { CATALOG_MODULE } from "../modules/catalog"
import type CatalogModuleService from "../modules/catalog/service"
import { IMAGE_SIZES, IMAGE_SIZE_NAMES } from "./image-sizes"

/**
 * The original picture's bytes: through the file module when the URL is one of its files (the
 * key is the last path segment for the local provider), else over HTTP(S).
 */
async function original(container: MedusaContainer, url: string): Promise<Buffer> {
  const key = decodeURIComponent(new URL(url).pathname.split("/").pop() ?? "")
  try {
    if (key) return await container.resolve(Modules.FILE).getAsBuffer(key)
  } catch {
    // not a file of ours: fetch it
  }
  const res = await fetch(url, { signal: AbortSignal.timeout(15_000) })
  if (!res.ok) throw new Error(`image ${url}: HTTP ${res.status}`)
  return Buffer.from(await res.arrayBuffer())
}

/**
 * Makes the spec's sizes (SMALL_PRODUCT, GRID_DISPLAY, PRODUCT_PAGE_LARGE) of each picture that
 * lacks them: square WebP, the whole picture fitted on white, stored with the file module and
 * recorded by original URL. SVG pictures are rasterized. Idempotent; a picture that cannot be
 * read is logged and skipped (the store then serves the original for every size).
 */
export async function generateImageSizes(container: MedusaContainer, urls: string[], { concurrency = 2 } = {}) {
  const service = container.resolve<CatalogModuleService>(CATALOG_MODULE)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const wanted = [...new Set(urls.filter((u) => /^https?:\/\//.test(u)))]
  if (!wanted.length) return 0
  const existing = await service.listImageSizes({ source_url: wanted }, { select: ["source_url", "size"], take: null })
  const have = new Set(existing.map((r) => `${r.source_url} ${r.size}`))
  const todo = wanted.filter((u) => IMAGE_SIZE_NAMES.some((s) => !have.has(`${u} ${s}`)))
  let made = 0
  const work = async (url: string) => {
    try {
      const input = await original(container, url)
      const base = (new URL(url).pathname.split("/").pop() ?? "image").replace(/\.[a-z0-9]+$/i, "")
      const missing = IMAGE_SIZE_NAMES.filter((s) => !have.has(`${url} ${s}`))
      const meta = await sharp(input).metadata()
      const files = await Promise.all(
        missing.map(async (size) => {
          const px = IMAGE_SIZES[size]
          // a vector picture is rasterized at the density that gives the target size, not larger
          const density = meta.format === "svg" && meta.width ? Math.min(300, Math.max(36, Math.ceil((72 * px) / Math.max(meta.width, meta.height ?? 0)))) : undefined
          const content = await sharp(input, density ? { density } : {})
            .resize(px, px, { fit: "contain", background: "#ffffff" })
            .flatten({ background: "#ffffff" })
            .webp({ quality: 82 })
            .toBuffer()
          return { size, px, file: { filename: `${base}-${size.toLowerCase()}.webp`, mimeType: "image/webp", content: content.toString("base64"), access: "public" as const } }
        })
      )
      const fileModule = container.resolve(Modules.FILE)
      const stored = await fileModule.createFiles(files.map((f) => f.file))
      try {
        await service.createImageSizes(
          files.map((f, i) => ({ source_url: url, size: f.size, url: stored[i].url, file_id: stored[i].id, width: f.px, height: f.px }))
        )
      } catch (e) {
        // another process (the product subscriber, the seed) sized it meanwhile: keep theirs
        await fileModule.deleteFiles(stored.map((f) => f.id)).catch(() => {})
        const [done] = await service.listImageSizes({ source_url: url }, { select: ["id"], take: 1 })
        if (done) return
        throw e
      }
      made += 1
    } catch (e) {
      logger.warn(`catalog: no sizes for ${url}: ${(e as Error).message}`)
    }
  }
  for (let i = 0; i < todo.length; i += concurrency) await Promise.all(todo.slice(i, i + concurrency).map(work))
  return made
}

/** Sizes for every picture of the given products (all products when `productIds` is omitted). */
export async function generateProductImageSizes(container: MedusaContainer, productIds?: string[]) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "product", fields: ["id", "images.url"], ...(productIds && { filters: { id: productIds } }) })
  return generateImageSizes(container, (data as any[]).flatMap((p) => (p.images ?? []).filter(Boolean).map((i: any) => i.url)))
}

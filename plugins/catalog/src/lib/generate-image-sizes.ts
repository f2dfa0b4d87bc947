import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import sharp from "sharp"
import { IMAGE_SIZES, type ImageSizeName } from "./image-sizes"

/**
 * The original picture's bytes: through the file module when the URL is one of its files (the
 * key is the last path segment for the local provider), else over HTTP(S).
 */
export async function readOriginal(container: MedusaContainer, url: string): Promise<Buffer> {
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
 * The given sizes of one picture: square WebP, the whole picture fitted on white, named after the
 * original. SVG pictures are rasterized at the density that gives the target size, not larger.
 */
export async function renderSizes(url: string, input: Buffer, sizes: ImageSizeName[]) {
  const base = (new URL(url).pathname.split("/").pop() ?? "image").replace(/\.[a-z0-9]+$/i, "")
  const meta = await sharp(input).metadata()
  return Promise.all(
    sizes.map(async (size) => {
      const px = IMAGE_SIZES[size]
      const density =
        meta.format === "svg" && meta.width ? Math.min(300, Math.max(36, Math.ceil((72 * px) / Math.max(meta.width, meta.height ?? 0)))) : undefined
      const content = await sharp(input, density ? { density } : {})
        .resize(px, px, { fit: "contain", background: "#ffffff" })
        .flatten({ background: "#ffffff" })
        .webp({ quality: 82 })
        .toBuffer()
      return {
        size,
        px,
        file: { filename: `${base}-${size.toLowerCase()}.webp`, mimeType: "image/webp", content: content.toString("base64"), access: "public" as const },
      }
    })
  )
}

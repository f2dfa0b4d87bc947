import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { IMAGE_EXT, IMAGE_MAX_BYTES, IMAGE_MIME, sniffImage } from "@shop/shared/image"

type UploadedFile = { originalname: string; size: number; buffer: Buffer }

/**
 * POST /admin/content/uploads (multipart, field `files`): images only (PNG, JPEG, WebP, GIF, AVIF by
 * their bytes; SVG refused), each at most 2 MB, stored with Medusa's File module. @shop/security's
 * upload guard checks the same before this route; the check is kept here so the route never stores
 * an unchecked file. Every file is checked before any is stored, so a refused batch stores nothing.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  // multer (middlewares.ts, or the security guard before it) puts the multipart files on the request
  const files = (req as MedusaRequest & { files?: UploadedFile[] }).files ?? []
  if (!files.length)
    return void res
      .status(400)
      .json({ type: "invalid_data", code: "no_file", field: "files", message: "Invalid files: no file received (multipart field `files`)" })
  const kinds = files.map((f) => sniffImage(f.buffer))
  for (const [i, f] of files.entries()) {
    if (f.size > IMAGE_MAX_BYTES) {
      return void res.status(413).json({
        type: "invalid_data",
        code: "image_too_large",
        field: "files",
        message: `Invalid files: ${f.originalname} is larger than 2 MB`,
        file: f.originalname,
      })
    }
    if (!kinds[i]) {
      return void res.status(400).json({
        type: "invalid_data",
        code: "not_an_image",
        field: "files",
        message: `Invalid files: ${f.originalname} is not a PNG, JPEG, WebP, GIF or AVIF image`,
        file: f.originalname,
      })
    }
  }
  const stored = await req.scope.resolve(Modules.FILE).createFiles(
    files.map((f, i) => ({
      filename: `${f.originalname.replace(/\.[^.]*$/, "").replace(/[^A-Za-z0-9_-]+/g, "-") || "image"}.${IMAGE_EXT[kinds[i]!]}`,
      mimeType: IMAGE_MIME[kinds[i]!],
      content: f.buffer.toString("base64"),
      access: "public" as const,
    }))
  )
  res.status(201).json({ files: stored.map((s, i) => ({ url: s.url, name: files[i].originalname, size: files[i].size })) })
}

import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { imageKind, MIME, UPLOAD_MAX_BYTES } from "../../../../lib/image-check"

type UploadedFile = { originalname: string; size: number; buffer: Buffer }

/**
 * POST /admin/content/uploads (multipart, field `files`): images only (png, jpeg, webp, gif by
 * their bytes; SVG refused), each at most 2 MB, stored with Medusa's File module. Every file is
 * checked before any is stored, so a refused batch stores nothing.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  // multer (middlewares.ts) puts the multipart files on the request
  const files = (req as MedusaRequest & { files?: UploadedFile[] }).files ?? []
  if (!files.length) return void res.status(400).json({ type: "invalid_data", message: "Invalid files: no file received (multipart field `files`)" })
  for (const f of files) {
    if (f.size > UPLOAD_MAX_BYTES) {
      return void res.status(413).json({ type: "invalid_data", message: `Invalid files: ${f.originalname} is larger than 2 MB`, file: f.originalname })
    }
    if (!imageKind(f.buffer)) {
      return void res
        .status(400)
        .json({ type: "invalid_data", message: `Invalid files: ${f.originalname} is not a PNG, JPEG, WebP or GIF image`, file: f.originalname })
    }
  }
  const stored = await req.scope.resolve(Modules.FILE).createFiles(
    files.map((f) => ({
      filename: f.originalname.replace(/[^A-Za-z0-9._-]+/g, "-"),
      mimeType: MIME[imageKind(f.buffer)!],
      content: f.buffer.toString("base64"),
      access: "public" as const,
    }))
  )
  res.status(201).json({ files: stored.map((s, i) => ({ url: s.url, name: files[i].originalname, size: files[i].size })) })
}

import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { IMAGE_EXT, IMAGE_MAX_BYTES, IMAGE_MIME, sniffImage } from "@shop/shared/image"
import multer from "multer"

/** At most this many files in one request (the back-office sends 8 at a time). */
export const UPLOAD_MAX_FILES = 20

type UploadedFile = { fieldname: string; originalname: string; mimetype: string; size: number; buffer: Buffer }
type WithFiles = MedusaRequest & { files?: UploadedFile[] }

type Reading = MedusaRequest & { uploadReading?: string }

/** multer reads the files one after the other: the one being read when a limit trips is the last announced. */
const parse = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: IMAGE_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 20 },
  fileFilter: (req, file, accept) => {
    ;(req as unknown as Reading).uploadReading = file.originalname
    accept(null, true)
  },
}).array("files")

/** A refusal: the field is always `files`; `code` lets the admin say it in the staff member's language. */
function refuse(res: MedusaResponse, status: 400 | 413, code: string, message: string, file?: string) {
  res.status(status).json({ type: "invalid_data", code, field: "files", ...(file ? { file } : {}), message: `Invalid files: ${message}` })
}

/** The stored name: the sender's base name in safe characters, with the extension of what the bytes are. */
export function storedName(original: string, ext: string): string {
  const base =
    original
      .replace(/\.[^.]*$/, "")
      .replace(/[^A-Za-z0-9_-]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "image"
  return `${base}.${ext}`
}

/**
 * Every multipart image upload of the admin (Medusa's `POST /admin/uploads` and the content plugin's):
 * parsed here with limits (2 MB a file, 20 files), each file sniffed by its bytes (PNG, JPEG, GIF,
 * WebP, AVIF; SVG and everything else refused), renamed to the extension and type it really has.
 * A refused batch stores nothing. The body is consumed here: the route's own multer then finds no
 * multipart content type and passes, and the route reads the checked `req.files`.
 */
export function checkImageUploads(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (req.method !== "POST" || !req.is("multipart/form-data")) return next()
  parse(req, res, (err: unknown) => {
    if (err) {
      const { code, message } = err as { code?: string; message?: string }
      const file = (req as Reading).uploadReading
      if (code === "LIMIT_FILE_SIZE") return refuse(res, 413, "image_too_large", `${file ?? "a file"} is larger than 2 MB`, file)
      if (code === "LIMIT_FILE_COUNT") return refuse(res, 413, "too_many_files", `at most ${UPLOAD_MAX_FILES} files at once`)
      if (code === "LIMIT_UNEXPECTED_FILE") return refuse(res, 400, "unexpected_field", "the files must be sent in the multipart field `files`")
      return refuse(res, 400, "unreadable_upload", message ?? "the upload could not be read")
    }
    const files = (req as WithFiles).files ?? []
    for (const f of files) {
      const kind = sniffImage(f.buffer)
      if (!kind) return refuse(res, 400, "not_an_image", `${f.originalname} is not a PNG, JPEG, WebP, GIF or AVIF image`, f.originalname)
      f.mimetype = IMAGE_MIME[kind]
      f.originalname = storedName(f.originalname, IMAGE_EXT[kind])
    }
    // the body is read: the route's multer must not wait for it again
    req.headers["content-type"] = "application/x-checked-upload"
    next()
  })
}

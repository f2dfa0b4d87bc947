/**
 * The optional review picture. The declared type is never trusted: the first bytes say what the file
 * is (PNG, JPEG, WebP, GIF, AVIF: @shop/shared/image), so a script renamed photo.png is refused.
 */
import { IMAGE_EXT, IMAGE_MAX_BYTES, IMAGE_MIME, sniffImage } from "@shop/shared/image"

export { IMAGE_MAX_BYTES }

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/**
 * `image` of the JSON body: `{ filename?, content_base64 }` or a data URL string. Returns the bytes
 * and their sniffed type, or the reason it is refused (reported as field `image`).
 */
export function decodeImage(raw: unknown): { ok: true; bytes: Buffer; mime: string; ext: string } | { ok: false; code: string; message: string } | null {
  if (raw === undefined || raw === null || raw === "") return null
  let b64: unknown = typeof raw === "object" ? (raw as { content_base64?: unknown }).content_base64 : raw
  if (typeof b64 !== "string") return { ok: false, code: "invalid", message: "image must be base64 content" }
  b64 = (b64 as string).replace(/^data:[^;,]*;base64,/, "").replace(/\s+/g, "")
  if (!BASE64.test(b64 as string)) return { ok: false, code: "invalid", message: "image must be base64 content" }
  const bytes = Buffer.from(b64 as string, "base64")
  if (!bytes.length) return null
  if (bytes.length > IMAGE_MAX_BYTES) return { ok: false, code: "too_large", message: "image must be at most 2 MB" }
  const kind = sniffImage(bytes)
  if (!kind) return { ok: false, code: "not_an_image", message: "image must be a PNG, JPEG, WebP, GIF or AVIF picture" }
  return { ok: true, bytes, mime: IMAGE_MIME[kind], ext: IMAGE_EXT[kind] }
}

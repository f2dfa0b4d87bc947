/**
 * The optional review picture. The declared type is never trusted: the first bytes say what the file
 * is (PNG, JPEG, WebP, GIF), so a script renamed photo.png is refused.
 */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024

const SIGNATURES: Array<{ mime: string; ext: string; test: (b: Buffer) => boolean }> = [
  { mime: "image/png", ext: "png", test: (b) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mime: "image/jpeg", ext: "jpg", test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: "image/gif", ext: "gif", test: (b) => b.length > 6 && /^GIF8[79]a$/.test(b.subarray(0, 6).toString("latin1")) },
  {
    mime: "image/webp",
    ext: "webp",
    test: (b) => b.length > 12 && b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
  },
]

export function sniffImage(bytes: Buffer): { mime: string; ext: string } | null {
  const hit = SIGNATURES.find((s) => s.test(bytes))
  return hit ? { mime: hit.mime, ext: hit.ext } : null
}

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
  if (!kind) return { ok: false, code: "not_an_image", message: "image must be a PNG, JPEG, WebP or GIF picture" }
  return { ok: true, bytes, ...kind }
}

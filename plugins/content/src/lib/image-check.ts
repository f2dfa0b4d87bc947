/** Largest accepted upload (contract: each image at most 2 MB). */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024

/**
 * The image type of a file from its first bytes (the browser's mimetype and extension are not
 * trusted): png, jpeg, webp, gif; null for anything else, SVG included (it can carry scripts).
 */
export function imageKind(buf: Buffer): "png" | "jpeg" | "webp" | "gif" | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png"
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return "jpeg"
  if (buf.length >= 12 && buf.subarray(0, 4).toString("latin1") === "RIFF" && buf.subarray(8, 12).toString("latin1") === "WEBP") return "webp"
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.subarray(0, 6).toString("latin1"))) return "gif"
  return null
}

export const MIME: Record<string, string> = { png: "image/png", jpeg: "image/jpeg", webp: "image/webp", gif: "image/gif" }

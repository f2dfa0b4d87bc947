/**
 * What an uploaded file is, from its first bytes (docs/decisions/0048-inert-uploads.md): the name,
 * extension and declared type come from the sender and are never trusted. Raster images only: SVG
 * is refused everywhere, since it is a document that can carry scripts.
 */

/** The spec's limit for every uploaded image (back-office: "maximum 2 MB"). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024

export type ImageKind = "png" | "jpeg" | "gif" | "webp" | "avif"

export const IMAGE_MIME: Record<ImageKind, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
}

export const IMAGE_EXT: Record<ImageKind, string> = { png: "png", jpeg: "jpg", gif: "gif", webp: "webp", avif: "avif" }

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to))
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** The image type of some bytes, or null for anything that is not a PNG, JPEG, GIF, WebP or AVIF. */
export function sniffImage(b: Uint8Array): ImageKind | null {
  if (b.length >= 8 && PNG.every((x, i) => b[i] === x)) return "png"
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg"
  if (b.length >= 6 && /^GIF8[79]a$/.test(ascii(b, 0, 6))) return "gif"
  if (b.length >= 12 && ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP") return "webp"
  // ISO base media: a box `ftyp` whose major brand (or a compatible one) is avif/avis.
  if (b.length >= 16 && ascii(b, 4, 8) === "ftyp") {
    const size = Math.min(b.length, ((b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]) >>> 0, 256)
    for (let at = 8; at + 4 <= size; at += 4) {
      if (at === 12) continue // minor version, not a brand
      const brand = ascii(b, at, at + 4)
      if (brand === "avif" || brand === "avis") return "avif"
    }
  }
  return null
}

/** Why an upload is refused, or null when it is an image within the limit. */
export function imageRefusal(b: Uint8Array, max = IMAGE_MAX_BYTES): "too_large" | "not_an_image" | null {
  if (b.length > max) return "too_large"
  return sniffImage(b) ? null : "not_an_image"
}

import { IMAGE_MAX_BYTES, imageRefusal, sniffImage } from "../image"

const bytes = (...parts: Array<number[] | string>) => Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)))

describe("sniffImage", () => {
  it("knows PNG, JPEG, GIF, WebP and AVIF by their first bytes", () => {
    expect(sniffImage(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe("png")
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg")
    expect(sniffImage(bytes("GIF89a", [0, 0]))).toBe("gif")
    expect(sniffImage(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "))).toBe("webp")
    expect(sniffImage(bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0], "avifmif1"))).toBe("avif")
    expect(sniffImage(bytes([0, 0, 0, 0x1c], "ftypmif1", [0, 0, 0, 0], "mif1avif"))).toBe("avif")
  })

  it("refuses SVG, HTML, HEIC/MP4 and anything else whatever its name", () => {
    expect(sniffImage(bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))).toBeNull()
    expect(sniffImage(bytes('<?xml version="1.0"?><svg/>'))).toBeNull()
    expect(sniffImage(bytes("<html><script>alert(1)</script></html>"))).toBeNull()
    expect(sniffImage(bytes([0, 0, 0, 0x18], "ftypmp42", [0, 0, 0, 0], "isom"))).toBeNull()
    expect(sniffImage(bytes([0x89, 0x50]))).toBeNull()
    expect(sniffImage(new Uint8Array())).toBeNull()
  })

  it("imageRefusal says why: too large (over 2 MB) or not an image", () => {
    const png = (size: number) => {
      const b = new Uint8Array(size)
      b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
      return b
    }
    expect(imageRefusal(png(IMAGE_MAX_BYTES))).toBeNull()
    expect(imageRefusal(png(IMAGE_MAX_BYTES + 1))).toBe("too_large")
    expect(imageRefusal(bytes("<svg/>"))).toBe("not_an_image")
  })
})

import { storedName } from "../lib/image-uploads"
import { isStoredSvg } from "../lib/upload-files"

describe("storedName", () => {
  it("keeps the sender's base name in safe characters and takes the extension of what the bytes are", () => {
    expect(storedName("logo.png", "png")).toBe("logo.png")
    expect(storedName("sneaky.svg", "png")).toBe("sneaky.png")
    expect(storedName("../../etc/passwd.jpg", "jpg")).toBe("etc-passwd.jpg")
    expect(storedName("صورة المنتج.webp", "webp")).toBe("image.webp")
    expect(storedName('a"b<c>.gif', "gif")).toBe("a-b-c.gif")
  })
})

describe("isStoredSvg", () => {
  it("tells the shop's own SVG pictures (shown as images under a sandbox CSP) from anything else", () => {
    const svg = Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">')
    expect(isStoredSvg("banner-livraison.svg", svg)).toBe(true)
    expect(isStoredSvg("logo.svg", Buffer.from('<svg viewBox="0 0 10 10"><rect/></svg>'))).toBe(true)
    // the name and the content must both say SVG
    expect(isStoredSvg("banner.html", svg)).toBe(false)
    expect(isStoredSvg("page.svg", Buffer.from("<html><svg onload=alert(1)>"))).toBe(false)
    expect(isStoredSvg("notes.svg", Buffer.from("plain text"))).toBe(false)
  })
})

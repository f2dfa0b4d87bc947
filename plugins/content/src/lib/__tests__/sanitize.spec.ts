import { isUnsafeUrl, richTextWrite } from "../sanitize"

// The HTML policy itself is tested on an XSS corpus in plugins/shared (html.spec.ts).
describe("richTextWrite (what a content write stores)", () => {
  it("sanitises sent HTML with the shared policy", () => {
    expect(richTextWrite({ fr: "<p>a</p><svg/onload=alert(1)>", en: null, ar: "<img/src=x/onerror=alert(1)>" }, undefined)).toEqual({
      html: { fr: "<p>a</p>", en: null, ar: '<img src="x/onerror=alert(1)" />' },
    })
  })

  it("renders the HTML from the Editor.js data and ignores the browser's HTML for that language", () => {
    const out = richTextWrite(
      { fr: "<p>forged<img src=x onerror=alert(1)></p>", en: "<p>en</p>" },
      {
        fr: {
          blocks: [
            { type: "header", data: { text: "Titre<script>x</script>", level: 2 } },
            { type: "raw", data: { html: "<script>" } },
          ],
        },
        en: null,
      }
    )
    expect(out).toEqual({
      html: { fr: "<h2>Titre</h2>", en: "<p>en</p>" },
      editor_data: { fr: { blocks: [{ type: "header", data: { text: "Titre", level: 2 } }] }, en: null },
    })
  })

  it("refuses Editor.js data that is not Editor.js data, naming the field", () => {
    expect(() => richTextWrite(undefined, { ar: { blocks: "x" } })).toThrow("Invalid editor_data.ar")
  })

  it("leaves unsent fields alone and clears on null", () => {
    expect(richTextWrite(undefined, undefined)).toEqual({})
    expect(richTextWrite(null, null)).toEqual({ html: null, editor_data: null })
  })
})

describe("isUnsafeUrl", () => {
  it("accepts http(s), relative, mailto and tel URLs and raster data images", () => {
    for (const u of ["https://x.dz", "/catalog", "mailto:a@b.dz", "tel:+213550", "#top", "data:image/png;base64,iVBORw0KGgo="])
      expect(isUnsafeUrl(u)).toBe(false)
  })
  it("refuses scripts and documents, even encoded", () => {
    for (const u of [
      "javascript:alert(1)",
      "&#106;avascript:alert(1)",
      "data:text/html;base64,PHNjcmlwdD4=",
      "data:image/svg+xml;base64,PHN2Zz4=",
      "//evil.example",
    ])
      expect(isUnsafeUrl(u)).toBe(true)
  })
})

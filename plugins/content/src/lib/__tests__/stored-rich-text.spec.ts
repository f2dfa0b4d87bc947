import { cleanStoredRichText } from "../stored-rich-text"

describe("cleanStoredRichText (the migration of stored rows)", () => {
  it("sanitises HTML stored before the shared policy", () => {
    expect(cleanStoredRichText({ fr: "<p>a</p><svg/onload=alert(1)>", en: null, ar: '<img src=x onerror="alert(1)">' }, null)).toEqual({
      html: { fr: "<p>a</p>", en: null, ar: '<img src="x" />' },
      editor_data: null,
    })
  })

  it("renders HTML again from the Editor.js data, cleaning the data too", () => {
    const editor = { fr: { blocks: [{ type: "paragraph", data: { text: "x<img src=x onerror=alert(1)>" } }] }, en: null }
    expect(cleanStoredRichText({ fr: "<p>forged by the browser<script>alert(1)</script></p>", en: "<p>en</p>" }, editor)).toEqual({
      html: { fr: "<p>x</p>", en: "<p>en</p>" },
      editor_data: { fr: { blocks: [{ type: "paragraph", data: { text: "x" } }] }, en: null },
    })
  })

  it("leaves clean rows alone", () => {
    expect(cleanStoredRichText({ fr: "<p>ok</p>", en: null, ar: null }, null)).toBeNull()
    expect(cleanStoredRichText(null, null)).toBeNull()
    expect(cleanStoredRichText({ fr: "<p>ok</p>" }, { fr: { blocks: [{ type: "paragraph", data: { text: "ok" } }] } })).toBeNull()
  })
})

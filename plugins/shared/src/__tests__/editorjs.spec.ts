import { cleanEditorData, editorToHtml, htmlToEditorData } from "../editorjs"

const doc = (...blocks: unknown[]) => ({ time: 1, version: "2.31.7", blocks })

describe("editorToHtml", () => {
  it("paragraphs, headers and lists become their HTML elements, in order", () => {
    const html = editorToHtml(
      doc(
        { type: "header", data: { text: "Livraison", level: 2 } },
        { type: "paragraph", data: { text: "Partout en <b>Algérie</b>." } },
        { type: "list", data: { style: "ordered", items: ["Un", "Deux"] } },
        { type: "list", data: { style: "unordered", items: ["A"] } }
      )
    )
    expect(html).toBe("<h2>Livraison</h2>\n<p>Partout en <b>Algérie</b>.</p>\n<ol><li>Un</li><li>Deux</li></ol>\n<ul><li>A</li></ul>")
  })

  it("the list tool's nested format (content + items) keeps its nesting", () => {
    const html = editorToHtml(
      doc({ type: "list", data: { style: "unordered", meta: {}, items: [{ content: "Haut", meta: {}, items: [{ content: "Bas", meta: {}, items: [] }] }] } })
    )
    expect(html).toBe("<ul><li>Haut<ul><li>Bas</li></ul></li></ul>")
  })

  it("text is cleaned: a typed <script> stays text, a pasted handler or unsafe link goes", () => {
    expect(editorToHtml(doc({ type: "paragraph", data: { text: 'a &lt;script&gt;alert(1)&lt;/script&gt; "q"' } }))).toBe(
      '<p>a &lt;script&gt;alert(1)&lt;/script&gt; "q"</p>'
    )
    expect(editorToHtml(doc({ type: "paragraph", data: { text: "<script>alert(1)</script>x" } }))).toBe("<p>x</p>")
    expect(editorToHtml(doc({ type: "paragraph", data: { text: '<img src=x onerror="alert(1)">ok' } }))).toBe("<p>ok</p>")
    expect(editorToHtml(doc({ type: "paragraph", data: { text: '<a href="javascript:alert(1)">x</a>' } }))).toBe("<p><a>x</a></p>")
    expect(editorToHtml(doc({ type: "header", data: { text: "T<svg/onload=alert(1)>", level: 3 } }))).toBe("<h3>T</h3>")
  })

  it("header levels are clamped to h1..h6, empty paragraphs and unknown blocks are left out", () => {
    expect(editorToHtml(doc({ type: "header", data: { text: "T", level: 9 } }))).toBe("<h6>T</h6>")
    expect(editorToHtml(doc({ type: "header", data: { text: "T" } }))).toBe("<h2>T</h2>")
    expect(editorToHtml(doc({ type: "paragraph", data: { text: "" } }, { type: "raw", data: { html: "<script>x</script>" } }))).toBe("")
    expect(editorToHtml(null)).toBe("")
    expect(editorToHtml({})).toBe("")
  })

  it("Arabic text passes through unchanged", () => {
    expect(editorToHtml(doc({ type: "paragraph", data: { text: "التوصيل إلى كل الولايات" } }))).toBe("<p>التوصيل إلى كل الولايات</p>")
  })
})

describe("cleanEditorData (what is stored and what the editor reloads)", () => {
  it("keeps known blocks with their text cleaned, drops the rest", () => {
    const clean = cleanEditorData(
      doc(
        { id: "a1", type: "paragraph", data: { text: "x<img src=x onerror=alert(1)>" } },
        { type: "raw", data: { html: "<script>alert(1)</script>" } },
        { type: "list", data: { style: "checklist", items: [{ content: "<b onclick=x>y</b>", items: "no" }] } },
        "nonsense"
      )
    )
    expect(clean).toEqual({
      time: 1,
      version: "2.31.7",
      blocks: [
        { id: "a1", type: "paragraph", data: { text: "x" } },
        { type: "list", data: { style: "unordered", items: [{ content: "<b>y</b>", meta: {}, items: [] }] } },
      ],
    })
    expect(cleanEditorData({ blocks: "x" })).toBeNull()
    expect(cleanEditorData("x")).toBeNull()
  })
})

describe("htmlToEditorData (HTML saved before the editor)", () => {
  it("paragraphs, headings and lists become blocks; loose text a paragraph", () => {
    expect(htmlToEditorData("<h2>T</h2><p>a <b>b</b></p><ul><li>x</li><li>y</li></ul>tail")).toEqual({
      blocks: [
        { type: "header", data: { text: "T", level: 2 } },
        { type: "paragraph", data: { text: "a <b>b</b>" } },
        {
          type: "list",
          data: {
            style: "unordered",
            items: [
              { content: "x", meta: {}, items: [] },
              { content: "y", meta: {}, items: [] },
            ],
          },
        },
        { type: "paragraph", data: { text: "tail" } },
      ],
    })
    expect(editorToHtml(htmlToEditorData("<p>Un</p><ol><li>a</li></ol>"))).toBe("<p>Un</p>\n<ol><li>a</li></ol>")
    expect(htmlToEditorData("")).toEqual({ blocks: [] })
  })
})

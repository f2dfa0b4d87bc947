// Editor.js JSON -> the HTML the store serves (src/admin/content/editorjs-html.ts).
import assert from "node:assert/strict"
import { test } from "node:test"
import { loadLib } from "./load-ts.mjs"

const { editorToHtml, inlineHtml } = await loadLib("content/editorjs-html")
const doc = (...blocks) => ({ time: 1, version: "2.31.7", blocks })

test("paragraphs, headers and lists become their HTML elements, in order", () => {
  const html = editorToHtml(
    doc(
      { type: "header", data: { text: "Livraison", level: 2 } },
      { type: "paragraph", data: { text: "Partout en <b>Algérie</b>." } },
      { type: "list", data: { style: "ordered", items: ["Un", "Deux"] } },
      { type: "list", data: { style: "unordered", items: ["A"] } }
    )
  )
  assert.equal(html, "<h2>Livraison</h2>\n<p>Partout en <b>Algérie</b>.</p>\n<ol><li>Un</li><li>Deux</li></ol>\n<ul><li>A</li></ul>")
})

test("the list tool's nested format (content + items) keeps its nesting", () => {
  const html = editorToHtml(
    doc({ type: "list", data: { style: "unordered", meta: {}, items: [{ content: "Haut", meta: {}, items: [{ content: "Bas", meta: {}, items: [] }] }] } })
  )
  assert.equal(html, "<ul><li>Haut<ul><li>Bas</li></ul></li></ul>")
})

test("text is escaped: a typed <script> or quote never becomes markup", () => {
  assert.equal(inlineHtml('a &lt;script&gt;alert(1)&lt;/script&gt; "q"'), "a &lt;script&gt;alert(1)&lt;/script&gt; &quot;q&quot;")
  assert.equal(inlineHtml("<script>alert(1)</script>x"), "alert(1)x")
  assert.equal(inlineHtml('<img src=x onerror="alert(1)">ok'), "ok")
  assert.equal(inlineHtml("Tom&nbsp;&amp; Jerry"), "Tom\u00a0&amp; Jerry")
})

test("links are kept with a safe href only; attributes such as onclick are dropped", () => {
  assert.equal(inlineHtml('Voir <a href="https://ex.dz/a?b=1&amp;c=2" onclick="x()">ici</a>'), 'Voir <a href="https://ex.dz/a?b=1&amp;c=2">ici</a>')
  assert.equal(inlineHtml('<a href="/blog/x">x</a>'), '<a href="/blog/x">x</a>')
  assert.equal(inlineHtml('<a href="javascript:alert(1)">x</a>'), "<a>x</a>")
  assert.equal(inlineHtml('<a href=" JavaScript:alert(1)">x</a>'), "<a>x</a>")
})

test("header levels are clamped to h1..h6, empty paragraphs and unknown blocks are left out", () => {
  assert.equal(editorToHtml(doc({ type: "header", data: { text: "T", level: 9 } })), "<h6>T</h6>")
  assert.equal(editorToHtml(doc({ type: "header", data: { text: "T" } })), "<h2>T</h2>")
  assert.equal(editorToHtml(doc({ type: "paragraph", data: { text: "" } }, { type: "image", data: { url: "x" } })), "")
  assert.equal(editorToHtml(null), "")
  assert.equal(editorToHtml({}), "")
})

test("Arabic text passes through unchanged", () => {
  assert.equal(editorToHtml(doc({ type: "paragraph", data: { text: "التوصيل إلى كل الولايات" } })), "<p>التوصيل إلى كل الولايات</p>")
})

// The content screens' pure rules: block form fields by type, colours, responsive numbers,
// uploads, reorder and the menu tree (src/admin/content/content.ts, theme.ts, menu-tree.ts).
import assert from "node:assert/strict"
import { test } from "node:test"
import { loadLib } from "./load-ts.mjs"

const c = await loadLib("content/content")
const th = await loadLib("content/theme")
const m = await loadLib("content/menu-tree")

test("the block form shows the fields of the chosen type only, and sends only that type's config", () => {
  assert.equal(c.BLOCK_TYPES.length, 20)
  assert.deepEqual(c.blockFields("html_block"), ["html", "images"])
  assert.deepEqual(c.blockFields("banner"), ["images", "link"])
  assert.deepEqual(c.blockFields("text_carousel"), ["html"])
  assert.deepEqual(c.blockFields("discount_block"), ["discounts", "ends_at"])
  assert.deepEqual(c.blockFields("tag_products"), ["tag"])
  assert.deepEqual(c.blockFields("products_grid"), ["products"])
  assert.deepEqual(c.blockFields("nope"), [])
  const config = { product_ids: ["p1"], tag_value: "ete", brand_id: "" }
  assert.deepEqual(c.configFor("tag_products", config), { tag_value: "ete" })
  assert.deepEqual(c.configFor("products_carousel", config), { product_ids: ["p1"] })
  assert.deepEqual(c.configFor("brands_products_carousel", config), {})
})

test("colours: #rgb, #rrggbb, bare hex and rgb() are accepted, anything else refused", () => {
  assert.equal(c.normalizeColor("ff0000"), "#ff0000")
  assert.equal(c.normalizeColor("#FF0000"), "#FF0000")
  assert.equal(c.normalizeColor(" #abc "), "#abc")
  assert.equal(c.normalizeColor("rgb( 255, 0,0 )"), "rgb(255,0,0)")
  for (const bad of ["", "red", "#ff00", "#gg0000", "rgb(256,0,0)", "rgb(1,2)", "#ff0000;}body{"]) assert.equal(c.normalizeColor(bad), null, bad)
  assert.equal(c.toColorInput("#ABC"), "#aabbcc")
  assert.equal(c.toColorInput("rgb(255, 0, 16)"), "#ff0010")
  assert.equal(c.toColorInput("nope"), "#000000")
})

test("responsive numbers: all three integers >= 1, or all empty", () => {
  assert.deepEqual(c.parseResponsive({ mobile: "1", tablet: "2", desktop: "4" }), { value: { mobile: 1, tablet: 2, desktop: 4 } })
  assert.deepEqual(c.parseResponsive({ mobile: "", tablet: " ", desktop: "" }), { value: null })
  assert.equal(c.parseResponsive({ mobile: "1", tablet: "", desktop: "4" }).error, "tablet")
  assert.equal(c.parseResponsive({ mobile: "0", tablet: "2", desktop: "4" }).error, "mobile")
  assert.equal(c.parseResponsive({ mobile: "1", tablet: "2", desktop: "2.5" }).error, "desktop")
})

test("uploads: images only (no SVG), at most 2 MB each, the others named", () => {
  const { accepted, refused } = c.checkUpload([
    { name: "a.png", type: "image/png", size: 1000 },
    { name: "big.jpg", type: "image/jpeg", size: 2 * 1024 * 1024 + 1 },
    { name: "edge.webp", type: "image/webp", size: 2 * 1024 * 1024 },
    { name: "x.svg", type: "image/svg+xml", size: 10 },
    { name: "doc.pdf", type: "application/pdf", size: 10 },
  ])
  assert.deepEqual(
    accepted.map((f) => f.name),
    ["a.png", "edge.webp"]
  )
  assert.deepEqual(refused, [
    { name: "big.jpg", reason: "size" },
    { name: "x.svg", reason: "type" },
    { name: "doc.pdf", reason: "type" },
  ])
})

test("moveItem reorders like a drop; out-of-range moves change nothing", () => {
  assert.deepEqual(c.moveItem(["a", "b", "c"], 0, 2), ["b", "c", "a"])
  assert.deepEqual(c.moveItem(["a", "b", "c"], 2, 0), ["c", "a", "b"])
  const l = ["a", "b"]
  assert.equal(c.moveItem(l, 0, 5), l)
})

test("theme: defaults of the spec, CSS variables for the preview, custom CSS limits", () => {
  assert.equal(th.THEME_COLORS.length, 10)
  assert.equal(th.THEME_DEFAULTS.primary, "#820869")
  assert.equal(th.THEME_DEFAULTS["grey-1"], "#1a1a1a")
  const css = th.themeCss({ ...th.THEME_DEFAULTS, primary: "#ff0000" }, ".btn{}")
  assert.match(css, /--color-primary: #ff0000;/)
  assert.match(css, /\.btn\{\}$/)
  assert.equal(th.customCssError("a{}"), null)
  assert.equal(th.customCssError("</style><script>"), "styleTag")
  assert.equal(th.customCssError("x".repeat(20 * 1024 + 1)), "tooLong")
})

const node = (fr, children = []) => ({ key: fr, type: "link", target_id: null, url: "/x", label: { fr, en: "", ar: "" }, children })
const labels = (nodes) => nodes.map((n) => (n.children.length ? [n.label.fr, labels(n.children)] : n.label.fr))

test("menu tree: add, move, indent, outdent, remove, depth limited to 3 levels", () => {
  let t = [node("A"), node("B"), node("C")]
  t = m.moveSibling(t, [2], -1)
  assert.deepEqual(labels(t), ["A", "C", "B"])
  t = m.indent(t, [1])
  assert.deepEqual(labels(t), [["A", ["C"]], "B"])
  t = m.addChild(t, [0, 0], node("D"))
  assert.deepEqual(labels(t), [["A", [["C", ["D"]]]], "B"])
  assert.equal(m.addChild(t, [0, 0, 0], node("E")), null, "a fourth level is refused")
  assert.deepEqual(labels(m.indent(t, [1])), [["A", [["C", ["D"]], "B"]]], "B goes under A: two levels")
  const deep = [node("A"), node("X", [node("Y", [node("Z")])])]
  assert.equal(m.indent(deep, [1]), deep, "X>Y>Z under A would make four levels: refused")
  t = m.outdent(t, [0, 0, 0])
  assert.deepEqual(labels(t), [["A", ["C", "D"]], "B"])
  t = m.removeNode(t, [0, 0])
  assert.deepEqual(labels(t), [["A", ["D"]], "B"])
  assert.deepEqual(labels(m.updateNode(t, [0, 0], { label: { fr: "Z", en: "", ar: "" } })), [["A", ["Z"]], "B"])
})

test("menu tree: API round trip and what blocks saving", () => {
  const api = [
    {
      id: "m1",
      type: "category",
      target_id: "pcat_1",
      url: null,
      label: { fr: "Chaussures" },
      children: [{ type: "link", target_id: "x", url: "https://ex.dz", label: { fr: "Lien", en: "Link", ar: "رابط" }, children: [] }],
    },
  ]
  const back = m.toApi(m.fromApi(api))
  assert.deepEqual(back, [
    {
      id: "m1",
      type: "category",
      target_id: "pcat_1",
      url: null,
      label: { fr: "Chaussures", en: "", ar: "" },
      children: [{ type: "link", target_id: null, url: "https://ex.dz", label: { fr: "Lien", en: "Link", ar: "رابط" }, children: [] }],
    },
  ])
  const bad = m.fromApi([
    {
      type: "product",
      target_id: null,
      url: null,
      label: { fr: "P" },
      children: [{ type: "link", target_id: null, url: "javascript:x", label: { fr: "L" }, children: [] }],
    },
    { type: "brand", target_id: "b", url: null, label: { fr: " " }, children: [] },
  ])
  assert.deepEqual(m.invalidNodes(bad), [[0], [0, 0], [1]])
})

// Issue 17 items 2 and 9 on the storefront: addresses holding control characters, arrays and odd
// parameters answer a page in the visitor's language (400 or 404), never a 5xx, and in time.
import assert from "node:assert/strict"
import { test } from "node:test"

const BASE = (process.env.STOREFRONT_URL || "http://localhost:3000").replace(/\/$/, "")

/** The opening <html> tag's attributes as the server wrote them. */
const htmlAttributes = (html) => Object.fromEntries([...(html.match(/<html\b[^>]*>/i)?.[0] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))

async function get(path) {
  const started = Date.now()
  const res = await fetch(BASE + path, { redirect: "manual", signal: AbortSignal.timeout(20_000) })
  const body = await res.text()
  return { status: res.status, body, ms: Date.now() - started }
}

/** Bad pieces of an address, as a browser or a script would send them (already percent-encoded). */
const BAD = ["%00", "a%00b", "%01", "%1B", "%7F", "%C2%85", "%ED%A0%80", "%E0%A4%A", "%25", "..%2F..%2F"]
const PAGES = [
  (x) => `/catalog/product/x/${x}`,
  (x) => `/catalog/product/${x}/robe`,
  (x) => `/catalog/category/${x}`,
  (x) => `/catalog/brands/${x}`,
  (x) => `/catalog/brandlines/${x}`,
  (x) => `/collections/${x}`,
  (x) => `/promotions/${x}`,
  (x) => `/landing/${x}`,
  (x) => `/blog/${x}`,
  (x) => `/blog/categories/${x}`,
  (x) => `/pages/${x}`,
  (x) => `/checkout/thank-you/${x}`,
  (x) => `/featured?q=${x}`,
  (x) => `/featured?brand=${x}`,
  (x) => `/new?sort=${x}&page=${x}`,
  (x) => `/api/communes/${x}`,
  (x) => `/api/transporters/${x}`,
  (x) => `/api/cross-selling/${x}`,
  (x) => `/api/product-options/${x}`,
  (x) => `/api/reviews/${x}`,
  (x) => `/${x}`,
]
const ARRAYS = [
  "/featured?brand[]=a&brand[]=b",
  "/featured?page[a]=1",
  "/featured?page=99999999999999999999",
  "/new?sort[]=price",
  "/featured?limit[99999999]=1",
  "/?locale[]=fr",
  "/ar?lang[]=ar",
  "/featured?__proto__[x]=1",
  "/sitemap.xml?x=%00",
  "/checkout/cart/view?x=%00",
]

test("no generated storefront address answers a 5xx or hangs", async () => {
  const urls = [...PAGES.flatMap((p) => BAD.map((b) => p(b))), ...ARRAYS]
  const withLangs = urls.flatMap((u) => [u, `/ar${u === "/" ? "" : u}`, `/en${u}`])
  const failures = []
  let slowest = 0
  for (let i = 0; i < withLangs.length; i += 4) {
    const batch = await Promise.all(
      withLangs.slice(i, i + 4).map(async (u) => ({ u, ...(await get(u).catch((e) => ({ status: 0, body: String(e), ms: 20_000 }))) }))
    )
    for (const r of batch) {
      slowest = Math.max(slowest, r.ms)
      if (r.status === 0 || r.status >= 500) failures.push(`${r.u} -> ${r.status}: ${r.body.slice(0, 200)}`)
    }
  }
  console.log(`storefront fuzz: ${withLangs.length} addresses, slowest ${slowest} ms`)
  assert.deepEqual(failures, [])
})

test("a control character in a product address is a 404 in the visitor's language, right to left in Arabic", async () => {
  for (const [path, lang, dir, title] of [
    ["/ar/catalog/product/x/a%00b", "ar", "rtl", "الصفحة غير موجودة"],
    ["/catalog/product/x/%00", "fr", "ltr", "Page introuvable"],
    ["/en/blog/%01", "en", "ltr", "Page not found"],
  ]) {
    const res = await get(path)
    assert.equal(res.status, 404, path)
    assert.deepEqual({ lang: htmlAttributes(res.body).lang, dir: htmlAttributes(res.body).dir }, { lang, dir }, path)
    assert.match(res.body, new RegExp(`data-testid="not-found-title"[^>]*>${title}<`), path)
  }
})

test("a control character in a listing filter is a 400 page saying so in the visitor's language", async () => {
  for (const [path, lang, text] of [
    ["/ar/featured?q=%00", "ar", "يحتوي عامل التصفية على حرف غير مسموح به."],
    ["/featured?brand=a%00", "fr", "Le filtre contient un caractère non valide."],
  ]) {
    const res = await get(path)
    assert.equal(res.status, 400, path)
    assert.equal(htmlAttributes(res.body).lang, lang, path)
    assert.ok(res.body.includes(text), `${path} shows "${text}"`)
  }
})

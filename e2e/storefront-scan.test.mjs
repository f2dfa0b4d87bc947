// Issue 18's scan: every storefront page of the demo shop, in fr, en and ar, found by following the
// pages' own links from the home pages and the sitemap. Fails on a page that does not answer 200, on
// control characters in the HTML (React 18.3 once streamed U+0000 into Arabic pages, decision 0053),
// on i18n keys shown instead of texts, and on Latin words on Arabic pages other than names (brands,
// couriers, the shop's: a small allow-list). Server-rendered HTML only: what every visitor gets first.
import assert from "node:assert/strict"
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { test } from "node:test"
import { fileURLToPath } from "node:url"

const BASE = (process.env.STOREFRONT_URL || "http://localhost:3000").replace(/\/$/, "")
const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..")
const json = (p) => JSON.parse(readFileSync(path.join(ROOT, p), "utf8"))

const products = readdirSync(path.join(ROOT, "data/catalog/products")).flatMap((f) => json(`data/catalog/products/${f}`))
/**
 * What stays Latin on Arabic pages: names (brands and their lines, couriers, the shop, social networks,
 * the other languages' own names), the Latin words of the products' Arabic names ("USB") and clothes sizes.
 */
const NAMES = [
  ...products.map((p) => (p.title.ar ?? "").match(/[A-Za-z][A-Za-z']+/g)?.join(" ") ?? ""),
  ...products.flatMap((p) => Object.values(p.options ?? {}).flat()).filter((v) => /^[A-Z]+$/.test(v)),
  "Français",
  "English",
  ...json("data/catalog/brands.json").brands.flatMap((b) => [b.name, ...b.lines.map((l) => l.name)]),
  ...json("data/transporters/transporters.json").transporters.map((t) => t.name),
  json("data/content/settings.json").settings.shop_name,
  "DZ",
  "PFOA", // a chemical's name (non-stick pans)
  // the social networks the footer links to
  "Facebook",
  "Instagram",
  "TikTok",
  "YouTube",
]
const ALLOWED = new Set(NAMES.flatMap((n) => n.toLowerCase().split(/[^a-zà-ÿ']+/i)).filter(Boolean))

/** The locale files' top-level namespaces: "listing.found" shown as such is a missing translation. */
const NAMESPACES = [...readFileSync(path.join(ROOT, "storefront-remix/app/locales/fr.ts"), "utf8").matchAll(/^ {2}(\w+): \{/gm)].map((m) => m[1])
const KEY = new RegExp(`(?<![\\w/.-])(?:${NAMESPACES.join("|")})\\.[a-z][a-z0-9_]*(?:\\.[a-z0-9_]+)*(?![\\w/-])`)
/** The first C0 or C1 control character but tab, line feed and carriage return: [index, code] or null. */
function firstControl(text) {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || (c >= 0x7f && c <= 0x9f)) return [i, c]
  }
  return null
}

const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " }
const decode = (s) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e) =>
    e[0] === "#" ? String.fromCodePoint(e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENTITIES[e] ?? m)
  )

/** What a visitor reads: text nodes (scripts and styles out) and the texts of alt, title, aria-label, placeholder and the description. */
function visibleText(html) {
  const attrs = [...html.matchAll(/\s(?:alt|title|aria-label|placeholder)="([^"]*)"/g)].map((m) => m[1])
  const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? ""
  const body = html
    .replace(/<script[\s\S]*?<\/script>/gi, " ")
    .replace(/<style[\s\S]*?<\/style>/gi, " ")
    .replace(/<[^>]+>/g, " ")
  return decode([body, ...attrs, description].join(" "))
}

/** Same-site page paths a page links to (no API, asset, file, thank-you or query). */
function linksOf(html) {
  return [...html.matchAll(/href="(\/[^"?#]*)/g)]
    .map((m) => decode(m[1]))
    .filter((p) => !/^\/(api|assets|static|app)\b|\.\w{2,4}$|\/checkout\/thank-you\//.test(p))
}

const langOf = (p) => (p === "/ar" || p.startsWith("/ar/") ? "ar" : p === "/en" || p.startsWith("/en/") ? "en" : "fr")

/**
 * Products staff made after the seed (the admin journeys run first) with French names only: the shop
 * shows a merchant's untranslated name in French on Arabic pages by design (French fallback), so those
 * names and their options' words are names too. The demo's own products are checked against the seed.
 */
async function staffMadeNames() {
  const seeded = new Set(products.map((p) => p.handle))
  const fields = "handle,title,*options,*options.values"
  const res = await fetch(`${process.env.BACKEND_URL}/store/products?limit=500&fields=${encodeURIComponent(fields)}`, {
    headers: { "x-publishable-api-key": process.env.MEDUSA_PUBLISHABLE_KEY ?? "" },
  })
  assert.equal(res.status, 200)
  const made = (await res.json()).products.filter((p) => !seeded.has(p.handle))
  return made.flatMap((p) => [p.title, ...(p.options ?? []).flatMap((o) => [o.title, ...(o.values ?? []).map((v) => v.value)])])
}

test("every page of the demo shop in fr, en and ar: 200, no control character, no i18n key, no Latin words on Arabic pages but names", async () => {
  for (const w of (await staffMadeNames()).flatMap((n) => n.toLowerCase().split(/[^a-zà-ÿ']+/i)).filter(Boolean)) ALLOWED.add(w)
  const started = Date.now()
  const sitemap = await (await fetch(`${BASE}/sitemap.xml`)).text()
  // the sitemap lists every language's address: the French one of each, the others are added below
  const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(decode(m[1])).pathname.replace(/^\/(en|ar)(?=\/|$)/, "") || "/")
  const seeds = ["/", "/featured", "/new", "/blog", "/checkout/cart/view", ...fromSitemap]
  const queue = [...new Set(seeds.flatMap((p) => [p, p === "/" ? "/en" : `/en${p}`, p === "/" ? "/ar" : `/ar${p}`]))]
  const seen = new Set(queue)
  const problems = []
  const scanned = { fr: 0, en: 0, ar: 0 }

  async function scan(p) {
    const res = await fetch(BASE + p, { redirect: "manual" })
    if (res.status !== 200) return problems.push(`${p}: HTTP ${res.status}`)
    const bytes = Buffer.from(await res.arrayBuffer())
    const html = new TextDecoder().decode(bytes)
    const lang = langOf(p)
    scanned[lang]++
    if (bytes.includes(0)) problems.push(`${p}: NUL byte at ${bytes.indexOf(0)}`)
    const control = firstControl(html)
    if (control) problems.push(`${p}: control character U+${control[1].toString(16).padStart(4, "0")} at ${control[0]}`)
    const text = visibleText(html)
    const key = text.match(KEY)
    if (key) problems.push(`${p}: untranslated key "${key[0]}"`)
    if (lang === "ar") {
      const latin = [...new Set((text.match(/[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ']+/g) ?? []).filter((w) => !ALLOWED.has(w.toLowerCase())))]
      if (latin.length) problems.push(`${p}: Latin words ${latin.slice(0, 12).join(" ")}`)
    }
    for (const link of linksOf(html)) {
      if (!seen.has(link) && seen.size < 2000) {
        seen.add(link)
        queue.push(link)
      }
    }
  }

  // a few at a time: the storefront renders them on a shared machine
  const workers = Array.from({ length: 4 }, async () => {
    while (queue.length) await scan(queue.shift())
  })
  await Promise.all(workers)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(`scanned ${seen.size} pages (fr ${scanned.fr}, en ${scanned.en}, ar ${scanned.ar}) in ${seconds} s`)
  // the demo shop has all of these in every language
  for (const lang of ["fr", "en", "ar"]) assert.ok(scanned[lang] >= 60, `${lang}: ${scanned[lang]} pages scanned`)
  for (const kind of ["/catalog/product/", "/catalog/category/", "/catalog/brands/", "/blog/", "/pages/", "/collections/", "/promotions/"]) {
    assert.ok(
      [...seen].some((p) => p.startsWith(`/ar${kind}`)),
      `an Arabic ${kind} page was reached`
    )
  }
  assert.deepEqual(problems, [])
})

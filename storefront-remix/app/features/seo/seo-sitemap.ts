// sitemap.xml and robots.txt bodies: one sitemap whose every URL names its language alternates
// (xhtml:link), so the three languages of a page are one entry, as search engines recommend.
import { DEFAULT_LOCALE, LOCALES } from "~/lib/locale"
import { absoluteUrl } from "./seo"

export type SitemapEntry = { path: string; lastmod?: string | null }

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;")

export function buildSitemap(origin: string, entries: SitemapEntry[]): string {
  const seen = new Set<string>()
  const urls: string[] = []
  for (const e of entries) {
    if (seen.has(e.path)) continue
    seen.add(e.path)
    const alternates = [
      ...LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${xml(absoluteUrl(origin, l, e.path))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(absoluteUrl(origin, DEFAULT_LOCALE, e.path))}"/>`,
    ].join("")
    const lastmod = e.lastmod ? `<lastmod>${xml(e.lastmod.slice(0, 10))}</lastmod>` : ""
    // One <url> per language: each address is listed, each with the full set of alternates.
    for (const l of LOCALES) urls.push(`<url><loc>${xml(absoluteUrl(origin, l, e.path))}</loc>${lastmod}${alternates}</url>`)
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join("\n") +
    "\n</urlset>\n"
  )
}

export function buildRobots(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /checkout",
    "Disallow: /api",
    ...["en", "ar"].flatMap((l) => [`Disallow: /${l}/checkout`]),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n")
}

import { buildSitemap } from "~/features/seo/seo-sitemap"
import { sitemapEntries } from "~/features/seo/seo-sitemap.server"

/** /sitemap.xml: home, categories, brands and products, each with its fr/en/ar alternates. */
export async function loader({ request }: { request: Request }) {
  const origin = new URL(request.url).origin
  try {
    const body = buildSitemap(origin, await sitemapEntries())
    return new Response(body, {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        // Crawlers come rarely; an hour is fresh enough and spares the backend.
        "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400",
      },
    })
  } catch (err) {
    console.error("sitemap.xml:", (err as Error).message)
    return new Response("Service Unavailable", { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "300" } })
  }
}

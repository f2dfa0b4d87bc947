import { buildRobots } from "~/features/seo/seo-sitemap"

/** /robots.txt: everything crawlable but the checkout and the storefront's own API routes. */
export function loader({ request }: { request: Request }) {
  return new Response(buildRobots(new URL(request.url).origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  })
}

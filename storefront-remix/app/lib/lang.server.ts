import { redirect } from "@remix-run/node"
import { parseLangParam, type Locale } from "./locale"
import { notFound } from "./not-found.server"

/** The page's locale from its `($lang)` param; throws a 404 Response or a redirect otherwise. */
export function requireLocale(params: { lang?: string }, request: Request): Locale {
  const url = new URL(request.url)
  const parsed = parseLangParam(params.lang, url.pathname)
  if (parsed.kind === "redirect") throw redirect(parsed.to + url.search, 301)
  if (parsed.kind === "not-found") throw notFound()
  return parsed.locale
}

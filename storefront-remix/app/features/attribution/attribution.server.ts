// The order's attribution as the order action sends it to the backend (decision 0073): the cookie
// kept from the landing, Meta's `_fbc` and `_fbp` cookies, the page and the browser the order came from.
import { cleanAttribution, USER_AGENT_MAX, type Attribution } from "@shop/contracts/attribution"
import { ATTRIBUTION_COOKIE, FBC_COOKIE, FBP_COOKIE, parseAttribution, readCookies } from "./attribution"

/** The page the form was posted from (this shop's own, without its query), for Meta's `event_source_url`. */
function sourceUrl(request: Request): string {
  const own = new URL(request.url)
  try {
    const ref = new URL(request.headers.get("referer") ?? "")
    if (ref.origin === own.origin) return `${ref.origin}${ref.pathname}`
  } catch {
    /* no referer */
  }
  return `${own.origin}${own.pathname}`
}

export function orderAttribution(request: Request): Attribution | undefined {
  const cookies = readCookies(request.headers.get("cookie"))
  const kept = parseAttribution(cookies[ATTRIBUTION_COOKIE]) ?? {}
  return (
    cleanAttribution({
      ...kept,
      fbc: cookies[FBC_COOKIE] || kept.fbc,
      fbp: cookies[FBP_COOKIE] || kept.fbp,
      source_url: sourceUrl(request),
      user_agent: request.headers.get("user-agent")?.slice(0, USER_AGENT_MAX),
    }) ?? undefined
  )
}

import { ATTRIBUTION_COOKIE, ATTRIBUTION_MAX_AGE, FBC_COOKIE, nextAttribution, parseAttribution, readCookies, serializeAttribution } from "./attribution"

const setCookie = (name: string, value: string) => {
  const secure = window.location.protocol === "https:" ? "; Secure" : ""
  document.cookie = `${name}=${value}; Max-Age=${ATTRIBUTION_MAX_AGE}; Path=/; SameSite=Lax${secure}`
}

/**
 * One page view's touch (decision 0073): a new touch (an ad, a campaign link, another site) updates
 * the first-party attribution cookie, and a Meta click id its `_fbc` cookie. Loaded on demand after
 * the page is interactive, so the rules and the contract they use are not in the page's first bundle.
 */
export function captureTouch(href: string, referrer: string) {
  const cookies = readCookies(document.cookie)
  const prev = parseAttribution(cookies[ATTRIBUTION_COOKIE])
  const next = nextAttribution(prev, new URL(href), referrer, Date.now())
  if (!next || next === prev) return
  const value = serializeAttribution(next)
  if (value) setCookie(ATTRIBUTION_COOKIE, value)
  if (next.fbc && next.fbc !== cookies[FBC_COOKIE]) setCookie(FBC_COOKIE, next.fbc)
}

import { useLocation } from "@remix-run/react"
import { useEffect, useRef } from "react"
import { ATTRIBUTION_COOKIE, ATTRIBUTION_MAX_AGE, FBC_COOKIE, nextAttribution, parseAttribution, readCookies, serializeAttribution } from "./attribution"

const setCookie = (name: string, value: string) => {
  const secure = window.location.protocol === "https:" ? "; Secure" : ""
  document.cookie = `${name}=${value}; Max-Age=${ATTRIBUTION_MAX_AGE}; Path=/; SameSite=Lax${secure}`
}

/**
 * On every page the visitor lands on or moves to: a new touch (an ad, a campaign link, another site)
 * updates the first-party attribution cookie, and a Meta click id its `_fbc` cookie (decision 0073).
 * In the browser: a public page's answer is cached and must not set a visitor's cookie.
 */
export function useAttributionCapture() {
  const { pathname, search } = useLocation()
  const landed = useRef(false)
  useEffect(() => {
    const cookies = readCookies(document.cookie)
    const prev = parseAttribution(cookies[ATTRIBUTION_COOKIE])
    // the referrer is the landing's only: `document.referrer` stays the same through client-side
    // navigations, whose pages were reached from the shop itself
    const referrer = landed.current ? "" : document.referrer
    landed.current = true
    const next = nextAttribution(prev, new URL(window.location.href), referrer, Date.now())
    if (!next || next === prev) return
    const value = serializeAttribution(next)
    if (value) setCookie(ATTRIBUTION_COOKIE, value)
    if (next.fbc && next.fbc !== cookies[FBC_COOKIE]) setCookie(FBC_COOKIE, next.fbc)
  }, [pathname, search])
}

import { useLocation } from "@remix-run/react"
import { useEffect, useRef } from "react"

/**
 * On every page the visitor lands on or moves to, its touch is recorded (`captureTouch`, decision
 * 0073). The address and the referrer are read at once; the code that keeps them is fetched when the
 * page is interactive, out of the first bundle every page downloads (decision 0059). In the browser
 * only: a public page's answer is cached and must not set a visitor's cookie.
 */
export function useAttributionCapture() {
  const { pathname, search } = useLocation()
  const landed = useRef(false)
  useEffect(() => {
    const href = window.location.href
    // the referrer is the landing's only: `document.referrer` stays the same through client-side
    // navigations, whose pages were reached from the shop itself
    const referrer = landed.current ? "" : document.referrer
    landed.current = true
    void import("./capture.client")
      .then((m) => m.captureTouch(href, referrer))
      .catch(() => {
        /* a chunk that failed to load (offline): this page's touch is not kept, the order still works */
      })
  }, [pathname, search])
}

// Where the visitor came from (issue 19 item 8, decision 0073), kept in a first-party cookie from the
// landing to the order form: the first touch and the last one (a visit from an ad, a campaign link or
// another site; direct visits and the shop's own pages change nothing), and Meta's click id as its
// `_fbc` cookie. Only ever used to attribute the order: the backend validates it again.
import { cleanAttribution, fbcOf, FBCLID_PATTERN, PATH_MAX, REFERRER_MAX, UTM_KEYS, UTM_MAX, type Attribution, type Touch } from "@shop/contracts/attribution"

export const ATTRIBUTION_COOKIE = "dz_attr"
/** Meta's own cookie names: the pixel reads `_fbc` and sets `_fbp`. */
export const FBC_COOKIE = "_fbc"
export const FBP_COOKIE = "_fbp"
/** 90 days, Meta's `_fbc` lifetime. */
export const ATTRIBUTION_MAX_AGE = 90 * 24 * 3600
/** Under a browser's 4 KB cookie with room for its name and attributes. */
const COOKIE_MAX = 3000

/** The cookies of a `Cookie` header (or `document.cookie`), by name; a malformed value is skipped. */
export function readCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const part of (header ?? "").split(";")) {
    const i = part.indexOf("=")
    if (i < 1) continue
    try {
      out[part.slice(0, i).trim()] = decodeURIComponent(part.slice(i + 1).trim())
    } catch {
      /* not ours to read */
    }
  }
  return out
}

/** The attribution cookie's content, checked field by field (whatever a browser sends). */
export function parseAttribution(value: string | undefined): Attribution | null {
  if (!value || value.length > COOKIE_MAX * 2) return null
  try {
    return cleanAttribution(JSON.parse(value))
  } catch {
    return null
  }
}

/** A referrer kept as its origin and path (no query: it may carry someone's data), capped. */
function referrerOf(referrer: string, ownHost: string): string | undefined {
  try {
    const u = new URL(referrer)
    if (!/^https?:$/.test(u.protocol) || u.host === ownHost) return undefined
    return `${u.origin}${u.pathname}`.slice(0, REFERRER_MAX)
  } catch {
    return undefined
  }
}

/**
 * The touch a page view is, or null for a direct visit or a page of the shop: its UTM parameters,
 * the other site it came from, its path, when.
 */
export function touchOf(url: URL, referrer: string, now: number): Touch | null {
  const touch: Touch = {}
  for (const k of UTM_KEYS) {
    const v = url.searchParams.get(k)?.trim()
    if (v) touch[k] = v.slice(0, UTM_MAX)
  }
  const ref = referrerOf(referrer, url.host)
  if (ref) touch.referrer = ref
  const clicked = !!url.searchParams.get("fbclid")
  if (!Object.keys(touch).length && !clicked) return null
  return { ...touch, landing_path: `${url.pathname}${url.search}`.slice(0, PATH_MAX), landed_at: now }
}

/** The cookie after a page view: the first touch kept, the last replaced by a new one; Meta's click id as `fbc`. */
export function nextAttribution(prev: Attribution | null, url: URL, referrer: string, now: number): Attribution | null {
  const touch = touchOf(url, referrer, now)
  if (!touch) return prev
  const fbclid = url.searchParams.get("fbclid") ?? undefined
  const { first, fbclid: oldClick, fbc: oldFbc, ...lastBefore } = prev ?? {}
  const click =
    fbclid && FBCLID_PATTERN.test(fbclid) ? { fbclid, fbc: fbclid === oldClick && oldFbc ? oldFbc : fbcOf(fbclid, now) } : { fbclid: oldClick, fbc: oldFbc }
  const firstTouch = first ?? (prev ? pickTouch(lastBefore) : touch)
  return cleanAttribution({ ...touch, ...click, first: firstTouch })
}

const pickTouch = (a: Partial<Attribution>): Touch => {
  const { fbclid: _c, fbc: _f, fbp: _p, source_url: _s, user_agent: _u, first: _first, ...touch } = a
  return touch
}

/** The cookie's value, short enough for a browser to keep: the first touch goes first, then the landing path. */
export function serializeAttribution(a: Attribution): string {
  let value = encodeURIComponent(JSON.stringify(a))
  if (value.length > COOKIE_MAX && a.first) value = encodeURIComponent(JSON.stringify({ ...a, first: undefined }))
  if (value.length > COOKIE_MAX) value = encodeURIComponent(JSON.stringify({ ...a, first: undefined, landing_path: undefined, referrer: undefined }))
  return value.length > COOKIE_MAX ? "" : value
}

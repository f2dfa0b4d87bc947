/**
 * The storefront's signed channel to the backend (issue 17, decision 0045). The storefront's server
 * states the buyer's address and its signed session in headers, with an HMAC over both made with
 * STOREFRONT_PROXY_SECRET, which only the storefront and the backend know: anyone else calling the
 * backend can send these headers but not sign them, so the backend ignores them.
 * Node only (node:crypto): used by the storefront's server code, the backend and the tests.
 */
import { createHmac, timingSafeEqual } from "node:crypto"
import { isIP } from "node:net"

export const CLIENT_IP_HEADER = "x-shop-client-ip"
export const SESSION_HEADER = "x-shop-session"
export const SIGNATURE_HEADER = "x-shop-signature"
/** A signature older (or further in the future) than this is refused: a captured header cannot be replayed for long. */
export const SIGNATURE_MAX_AGE_SECONDS = 300

/** What a signed request states: the buyer's address and, for a visitor with a storefront session, that session. */
export type StorefrontClient = { ip: string; session: string | null }

const SESSION_PATTERN = /^[A-Za-z0-9_-]{22,86}$/
const SIGNATURE_PATTERN = /^(\d{1,12})\.([a-f0-9]{64})$/

const mac = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest()
const signed = (ts: number, ip: string, session: string | null) => `v1\n${ts}\n${ip}\n${session ?? ""}`

/**
 * The backend's id of a storefront session: derived from the session's own secret token (the CSRF
 * cookie's), so the token itself never leaves the storefront and the id cannot be guessed from it.
 */
export const storefrontSessionId = (secret: string, token: string) => mac(secret, `session\n${token}`).toString("base64url")

/** The headers a storefront request to the backend carries for `client`. */
export function signStorefrontHeaders(secret: string, client: StorefrontClient, now = Date.now()): Record<string, string> {
  const ts = Math.floor(now / 1000)
  const headers: Record<string, string> = {
    [CLIENT_IP_HEADER]: client.ip,
    [SIGNATURE_HEADER]: `${ts}.${mac(secret, signed(ts, client.ip, client.session)).toString("hex")}`,
  }
  if (client.session) headers[SESSION_HEADER] = client.session
  return headers
}

type HeaderValue = string | string[] | undefined
const one = (v: HeaderValue) => (typeof v === "string" ? v : undefined)

/**
 * What a request's signed headers state, or null when they are absent, malformed, stale or not
 * signed with `secret` (then the request is treated as anyone's). `headers` as Node gives them
 * (lower-case names); a repeated header (an array) is never believed.
 */
export function verifyStorefrontHeaders(secret: string | undefined, headers: Record<string, HeaderValue>, now = Date.now()): StorefrontClient | null {
  if (!secret) return null
  const ip = one(headers[CLIENT_IP_HEADER])?.trim()
  const signature = SIGNATURE_PATTERN.exec(one(headers[SIGNATURE_HEADER]) ?? "")
  const sessionHeader = headers[SESSION_HEADER]
  const session = one(sessionHeader) ?? null
  if (!ip || !isIP(ip) || !signature || (sessionHeader !== undefined && (session === null || !SESSION_PATTERN.test(session)))) return null
  const ts = Number(signature[1])
  if (Math.abs(now / 1000 - ts) > SIGNATURE_MAX_AGE_SECONDS) return null
  const expected = mac(secret, signed(ts, ip, session))
  const given = Buffer.from(signature[2], "hex")
  return given.length === expected.length && timingSafeEqual(given, expected) ? { ip, session } : null
}

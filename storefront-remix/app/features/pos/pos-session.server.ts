// The till's staff session (decision 0088): the backend's staff JWT kept in an httpOnly cookie scoped to
// /pos, so the till's script never holds it and no other page of the shop sends it. Posts carry the
// storefront's CSRF token (lib/csrf.server.ts) and must come from this origin.
import { createCookie } from "@remix-run/node"
import { verifyCsrf } from "~/lib/csrf.server"
import { env as defaultEnv, type ServerEnv } from "~/lib/env.server"

export const POS_COOKIE = "dz_pos"
/** Without an `exp` in the token, the cookie lasts as long as Medusa's default JWT (1 day). */
const DEFAULT_LIFE_S = 24 * 60 * 60

const cookie = createCookie(POS_COOKIE, { httpOnly: true, sameSite: "strict", path: "/pos" })

export const isHttps = (request: Request) =>
  new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https"

/** The staff token of the request's cookie, or null. */
export async function readPosToken(request: Request): Promise<string | null> {
  const value = await cookie.parse(request.headers.get("Cookie"))
  return typeof value === "string" && /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(value) ? value : null
}

/** Seconds until the JWT's `exp` (at least 60), else the default life. */
export function tokenLife(token: string, now = Date.now()): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8")) as { exp?: unknown }
    if (typeof payload.exp === "number") return Math.max(60, Math.floor(payload.exp - now / 1000))
  } catch {
    // not a readable JWT: the backend decides, the cookie gets the default life
  }
  return DEFAULT_LIFE_S
}

export const setPosToken = (request: Request, token: string) => cookie.serialize(token, { secure: isHttps(request), maxAge: tokenLife(token) })

export const clearPosToken = (request: Request) => cookie.serialize("", { secure: isHttps(request), maxAge: 0 })

/**
 * A post from this shop's own pages: an `Origin` (or, without one, a `Referer`) naming this host, and
 * the CSRF token of the visitor's cookie in `X-CSRF-TOKEN`. The host is compared, not the scheme: TLS
 * may end at a proxy in front of the storefront.
 */
export async function isTrustedPost(request: Request): Promise<boolean> {
  const host = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || request.headers.get("host") || new URL(request.url).host
  const from = request.headers.get("origin") ?? request.headers.get("referer")
  return hostOf(from) === host && verifyCsrf(request, new FormData())
}

function hostOf(url: string | null): string | null {
  try {
    return url ? new URL(url).host : null
  } catch {
    return null
  }
}

export type LoginResult = { ok: true; token: string } | { ok: false; status: 401 | 502 }

/** Medusa's own staff login (`POST /auth/user/emailpass`). */
export async function backendLogin(email: string, password: string, e: ServerEnv = defaultEnv, fetcher: typeof fetch = fetch): Promise<LoginResult> {
  try {
    const res = await fetcher(`${e.MEDUSA_BACKEND_URL}/auth/user/emailpass`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ email, password }),
      signal: AbortSignal.timeout(e.MEDUSA_TIMEOUT_MS),
    })
    if (res.status === 401 || res.status === 400) return { ok: false, status: 401 }
    if (!res.ok) return { ok: false, status: 502 }
    const body = (await res.json().catch(() => null)) as { token?: unknown } | null
    return typeof body?.token === "string" ? { ok: true, token: body.token } : { ok: false, status: 401 }
  } catch {
    return { ok: false, status: 502 }
  }
}

// CSRF protection of every form post (spec §6): a random token in a signed, HttpOnly, SameSite cookie,
// repeated in the form (hidden field) or the X-CSRF-TOKEN header; a post whose copies differ is refused.
import { createCookie } from "@remix-run/node"
import { randomBytes, timingSafeEqual } from "node:crypto"
import { env } from "./env.server"

let fallbackSecret: string | undefined
function secret(): string {
  const configured = env.SESSION_SECRET ?? env.COOKIE_SECRET
  if (configured) return configured
  // One process can still sign and check its own cookies; several processes need a shared secret.
  if (!fallbackSecret) {
    console.warn("SESSION_SECRET is not set: CSRF cookies are signed with a per-process secret")
    fallbackSecret = randomBytes(32).toString("hex")
  }
  return fallbackSecret
}

let cookie: ReturnType<typeof createCookie> | undefined
const csrfCookie = () => (cookie ??= createCookie("dz_csrf", { httpOnly: true, sameSite: "lax", path: "/", secrets: [secret()], maxAge: 60 * 60 * 24 }))

const isHttps = (request: Request) => new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https"

/** The visitor's token from their signed cookie, or null: it identifies their storefront session (backend-channel.server.ts). */
export async function readToken(request: Request): Promise<string | null> {
  const value = await csrfCookie().parse(request.headers.get("Cookie"))
  return typeof value === "string" && /^[A-Za-z0-9_-]{32,64}$/.test(value) ? value : null
}

/** The visitor's token (made on first visit) and the Set-Cookie header to send when it is new. */
export async function csrfToken(request: Request): Promise<{ token: string; setCookie: string | null }> {
  const existing = await readToken(request)
  if (existing) return { token: existing, setCookie: null }
  const token = randomBytes(24).toString("base64url")
  return { token, setCookie: await csrfCookie().serialize(token, { secure: isHttps(request) }) }
}

/** Whether the post carries the same token as its cookie. */
export async function verifyCsrf(request: Request, form: FormData): Promise<boolean> {
  const expected = await readToken(request)
  const sent = request.headers.get("X-CSRF-TOKEN") ?? form.get("csrf")
  if (!expected || typeof sent !== "string" || sent.length !== expected.length) return false
  return timingSafeEqual(Buffer.from(sent), Buffer.from(expected))
}

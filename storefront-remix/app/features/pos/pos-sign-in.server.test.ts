import { describe, expect, it, vi } from "vitest"
import { csrfToken } from "~/lib/csrf.server"
import { parseEnv } from "~/lib/env.server"
import { signIn, signOut } from "./pos-sign-in.server"
import { readPosToken, tokenLife } from "./pos-session.server"

const env = parseEnv({ MEDUSA_BACKEND_URL: "http://backend.test", SESSION_SECRET: "a-test-secret-of-16+" })
const jwt = (exp: number) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ exp })).toString("base64url")}.c2ln`
const ME = { cashier: { user_id: "user_1", email: "cashier@dz-shop.local", first_name: "Amina", last_name: null }, shop: null, max_line_discount_percent: 10 }

async function post(body: unknown, { https = false } = {}) {
  const { token, setCookie } = await csrfToken(new Request("http://shop.test/pos"))
  const headers: Record<string, string> = {
    cookie: setCookie!.split(";")[0],
    "x-csrf-token": token,
    origin: "http://shop.test",
    host: "shop.test",
    "content-type": "application/json",
  }
  if (https) headers["x-forwarded-proto"] = "https"
  return new Request("http://shop.test/pos/api/session", { method: "POST", headers, body: JSON.stringify(body) })
}

describe("the till's sign-in", () => {
  it("keeps the staff token in an httpOnly, SameSite=Strict cookie scoped to /pos (Secure over https)", async () => {
    const token = jwt(Math.floor(Date.now() / 1000) + 3600)
    const fetcher = vi.fn(async (url: string) => (url.endsWith("/auth/user/emailpass") ? Response.json({ token }) : Response.json(ME)))
    const res = await signIn(await post({ email: "cashier@dz-shop.local", password: "x" }, { https: true }), {
      env,
      fetcher: fetcher as unknown as typeof fetch,
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ me: ME })
    const cookie = res.headers.get("set-cookie")!
    expect(cookie).toMatch(/^dz_pos=/)
    expect(cookie).toContain("Path=/pos")
    expect(cookie).toContain("HttpOnly")
    expect(cookie).toContain("SameSite=Strict")
    expect(cookie).toContain("Secure")
    expect(Number(/Max-Age=(\d+)/.exec(cookie)![1])).toBeGreaterThan(3500)
    expect(await readPosToken(new Request("http://shop.test/pos", { headers: { cookie: cookie.split(";")[0] } }))).toBe(token)
  })

  it("answers 401 for wrong credentials, 403 for staff the till does not know, 502 when the backend is down", async () => {
    const wrong = await signIn(await post({ email: "a@b.c", password: "no" }), {
      env,
      fetcher: (async () => new Response("{}", { status: 401 })) as typeof fetch,
    })
    expect(wrong.status).toBe(401)
    const token = jwt(9_999_999_999)
    const stranger = await signIn(await post({ email: "a@b.c", password: "x" }), {
      env,
      fetcher: (async (url: string) => (url.endsWith("/emailpass") ? Response.json({ token }) : new Response("{}", { status: 403 }))) as typeof fetch,
    })
    expect(stranger.status).toBe(403)
    expect(stranger.headers.get("set-cookie")).toBeNull()
    const down = await signIn(await post({ email: "a@b.c", password: "x" }), {
      env,
      fetcher: (async () => {
        throw new TypeError("fetch failed")
      }) as typeof fetch,
    })
    expect(down.status).toBe(502)
  })

  it("refuses a post without the CSRF token and a form without its fields", async () => {
    const bare = new Request("http://shop.test/pos/api/session", { method: "POST", headers: { origin: "http://shop.test", host: "shop.test" }, body: "{}" })
    expect((await signIn(bare, { env, fetcher: vi.fn() })).status).toBe(403)
    expect((await signIn(await post({ email: "" }), { env, fetcher: vi.fn() })).status).toBe(400)
    expect((await signOut(bare)).status).toBe(403)
  })

  it("lasts as long as the token says", () => {
    const now = 1_800_000_000_000
    expect(tokenLife(jwt(Math.floor(now / 1000) + 7200), now)).toBe(7200)
    expect(tokenLife("not.a.jwt", now)).toBe(24 * 60 * 60)
  })
})

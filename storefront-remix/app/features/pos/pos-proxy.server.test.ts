import { describe, expect, it, vi } from "vitest"
import { csrfToken } from "~/lib/csrf.server"
import { parseEnv } from "~/lib/env.server"
import { adminPosPath, proxyToAdminPos } from "./pos-proxy.server"
import { setPosToken } from "./pos-session.server"

const env = parseEnv({ MEDUSA_BACKEND_URL: "http://backend.test", SESSION_SECRET: "a-test-secret-of-16+" })
const JWT = "eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjQxMDI0NDQ4MDB9.c2ln"

async function cookies() {
  const csrf = await csrfToken(new Request("http://shop.test/pos"))
  const pos = (await setPosToken(new Request("http://shop.test/pos"), JWT)).split(";")[0]
  return { csrf: csrf.token, cookie: `${csrf.setCookie!.split(";")[0]}; ${pos}` }
}

describe("the till's proxy to /admin/pos/*", () => {
  it("only takes plain path segments under /admin/pos", () => {
    expect(adminPosPath("sales/psale_1/receipt")).toBe("/admin/pos/sales/psale_1/receipt")
    for (const bad of [undefined, "", "..", "../users", "sales/../../users", "sales%2F..", "a/b/c/d/e", "x y"])
      expect(adminPosPath(bad), String(bad)).toBeNull()
  })

  it("forwards a GET with the cashier's token and the query, and never lets it be stored", async () => {
    const { cookie } = await cookies()
    const fetcher = vi.fn(async () => Response.json({ customers: [] }, { status: 200 }))
    const res = await proxyToAdminPos(new Request("http://shop.test/pos/api/customers?q=yas", { headers: { cookie } }), "customers", { env, fetcher })
    expect(res.status).toBe(200)
    expect(res.headers.get("cache-control")).toBe("private, no-store")
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe("http://backend.test/admin/pos/customers?q=yas")
    expect((init.headers as Record<string, string>).authorization).toBe(`Bearer ${JWT}`)
  })

  it("asks for a sign-in without the cookie, and refuses other methods", async () => {
    const fetcher = vi.fn()
    expect((await proxyToAdminPos(new Request("http://shop.test/pos/api/me"), "me", { env, fetcher })).status).toBe(401)
    expect((await proxyToAdminPos(new Request("http://shop.test/pos/api/me", { method: "DELETE" }), "me", { env, fetcher })).status).toBe(405)
    expect(fetcher).not.toHaveBeenCalled()
  })

  it("posts only from this origin with the CSRF token; the answer's status and body go back as they are", async () => {
    const { csrf, cookie } = await cookies()
    const fetcher = vi.fn(async () => Response.json({ type: "invalid_data", errors: [{ field: "lines", code: "required" }] }, { status: 400 }))
    const post = (headers: Record<string, string>) =>
      proxyToAdminPos(
        new Request("http://shop.test/pos/api/sales", { method: "POST", headers: { cookie, host: "shop.test", ...headers }, body: '{"a":1}' }),
        "sales",
        { env, fetcher }
      )
    expect((await post({ origin: "http://evil.test", "x-csrf-token": csrf })).status).toBe(403)
    expect((await post({ origin: "http://shop.test" })).status).toBe(403)
    expect(fetcher).not.toHaveBeenCalled()
    const ok = await post({ origin: "http://shop.test", "x-csrf-token": csrf })
    expect(ok.status).toBe(400)
    expect(await ok.json()).toEqual({ type: "invalid_data", errors: [{ field: "lines", code: "required" }] })
    const [, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit]
    expect(init.method).toBe("POST")
    expect(init.body).toBe('{"a":1}')
  })

  it("drops the cookie when the backend no longer takes the token, and says so when it is down", async () => {
    const { cookie } = await cookies()
    const expired = await proxyToAdminPos(new Request("http://shop.test/pos/api/me", { headers: { cookie } }), "me", {
      env,
      fetcher: async () => new Response("{}", { status: 401 }),
    })
    expect(expired.status).toBe(401)
    expect(expired.headers.get("set-cookie")).toMatch(/^dz_pos=; Max-Age=0; Path=\/pos; HttpOnly; SameSite=Strict/)
    const down = await proxyToAdminPos(new Request("http://shop.test/pos/api/me", { headers: { cookie } }), "me", {
      env,
      fetcher: async () => {
        throw new TypeError("fetch failed")
      },
    })
    expect(down.status).toBe(502)
  })
})

import { describe, expect, it } from "vitest"
import { csrfToken, verifyCsrf } from "./csrf.server"

const post = (cookie: string | null, token: string | null, header?: string) => {
  const form = new FormData()
  if (token) form.set("csrf", token)
  const headers = new Headers()
  if (cookie) headers.set("Cookie", cookie)
  if (header) headers.set("X-CSRF-TOKEN", header)
  return { request: new Request("http://shop.test/x", { method: "POST", headers }), form }
}

describe("CSRF token (spec §6)", () => {
  it("is set once in a signed HttpOnly cookie and accepted back in the form or the header", async () => {
    const first = await csrfToken(new Request("http://shop.test/"))
    expect(first.setCookie).toMatch(/^dz_csrf=.+; .*HttpOnly/)
    expect(first.setCookie).toContain("SameSite=Lax")
    const cookie = first.setCookie!.split(";")[0]
    const again = await csrfToken(new Request("http://shop.test/", { headers: { Cookie: cookie } }))
    expect(again).toEqual({ token: first.token, setCookie: null })
    const ok = post(cookie, first.token)
    expect(await verifyCsrf(ok.request, ok.form)).toBe(true)
    const viaHeader = post(cookie, null, first.token)
    expect(await verifyCsrf(viaHeader.request, viaHeader.form)).toBe(true)
  })

  it("refuses a post without the cookie, without the token, or with another token", async () => {
    const { token, setCookie } = await csrfToken(new Request("http://shop.test/"))
    const cookie = setCookie!.split(";")[0]
    for (const [c, t] of [
      [null, token],
      [cookie, null],
      [cookie, token.slice(0, -2) + "xx"],
    ] as const) {
      const p = post(c, t)
      expect(await verifyCsrf(p.request, p.form)).toBe(false)
    }
    // A cookie whose signature does not match (forged) is not a token.
    const forged = post(`dz_csrf=${encodeURIComponent(btoa(JSON.stringify(token)))}`, token)
    expect(await verifyCsrf(forged.request, forged.form)).toBe(false)
  })

  it("marks the cookie Secure behind HTTPS", async () => {
    const { setCookie } = await csrfToken(new Request("http://shop.test/", { headers: { "x-forwarded-proto": "https" } }))
    expect(setCookie).toContain("Secure")
  })
})

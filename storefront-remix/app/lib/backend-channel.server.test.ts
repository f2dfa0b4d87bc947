import { storefrontSessionId, verifyStorefrontHeaders } from "@shop/shared/storefront-channel"
import { describe, expect, it } from "vitest"
import { buyerHeaders } from "./backend-channel.server"
import { csrfToken } from "./csrf.server"
import { parseEnv } from "./env.server"

const SECRET = "storefront-and-backend-shared-secret"
const signing = parseEnv({ STOREFRONT_PROXY_SECRET: SECRET })
const context = { clientIp: "41.100.1.2" }

describe("the buyer as the storefront states it to the backend", () => {
  it("signs the buyer's address and the session of their CSRF cookie, which the backend can check", async () => {
    const { token, setCookie } = await csrfToken(new Request("http://shop.test/"))
    const request = new Request("http://shop.test/api/cod-lead", { method: "POST", headers: { Cookie: setCookie!.split(";")[0] } })
    const headers = await buyerHeaders(context, request, signing)
    expect(headers["X-Forwarded-For"]).toBeUndefined()
    expect(verifyStorefrontHeaders(SECRET, headers)).toEqual({ ip: "41.100.1.2", session: storefrontSessionId(SECRET, token) })
    // the raw token stays on the storefront
    expect(JSON.stringify(headers)).not.toContain(token)
  })

  it("signs the address alone for a request without a session, and states nothing without an address", async () => {
    const headers = await buyerHeaders(context, null, signing)
    expect(verifyStorefrontHeaders(SECRET, headers)).toEqual({ ip: "41.100.1.2", session: null })
    const noCookie = await buyerHeaders(context, new Request("http://shop.test/x"), signing)
    expect(verifyStorefrontHeaders(SECRET, noCookie)).toEqual({ ip: "41.100.1.2", session: null })
    expect(await buyerHeaders({}, null, signing)).toEqual({})
  })

  it("without a secret, sends the address as X-Forwarded-For (believed only from a trusted proxy)", async () => {
    expect(await buyerHeaders(context, null, parseEnv({}))).toEqual({ "X-Forwarded-For": "41.100.1.2" })
  })
})

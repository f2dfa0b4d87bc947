import { signStorefrontHeaders, storefrontSessionId, verifyStorefrontHeaders } from "../storefront-channel"

const SECRET = "a-shared-secret-of-the-storefront-and-backend"
const NOW = Date.UTC(2026, 10, 25, 4, 0, 0)
const session = storefrontSessionId(SECRET, "csrf-token-of-the-visitor-123456")

describe("the storefront's signed channel", () => {
  it("hands the backend the address and session the storefront signed", () => {
    const headers = signStorefrontHeaders(SECRET, { ip: "41.100.1.2", session }, NOW)
    expect(verifyStorefrontHeaders(SECRET, headers, NOW + 60_000)).toEqual({ ip: "41.100.1.2", session })
    const noSession = signStorefrontHeaders(SECRET, { ip: "2001:db8::7", session: null }, NOW)
    expect(noSession["x-shop-session"]).toBeUndefined()
    expect(verifyStorefrontHeaders(SECRET, noSession, NOW)).toEqual({ ip: "2001:db8::7", session: null })
  })

  it("ignores headers anyone else could write: no signature, another secret, an edited value, a replay, a repeat", () => {
    const headers = signStorefrontHeaders(SECRET, { ip: "41.100.1.2", session }, NOW)
    expect(verifyStorefrontHeaders(SECRET, { "x-shop-client-ip": "41.100.1.2" }, NOW)).toBeNull()
    expect(verifyStorefrontHeaders("another-secret-entirely-000000", headers, NOW)).toBeNull()
    expect(verifyStorefrontHeaders(undefined, headers, NOW)).toBeNull()
    expect(verifyStorefrontHeaders(SECRET, { ...headers, "x-shop-client-ip": "41.100.1.3" }, NOW)).toBeNull()
    expect(verifyStorefrontHeaders(SECRET, { ...headers, "x-shop-session": storefrontSessionId(SECRET, "someone-else-token-000000000") }, NOW)).toBeNull()
    const { "x-shop-session": _dropped, ...withoutSession } = headers
    expect(verifyStorefrontHeaders(SECRET, withoutSession, NOW)).toBeNull()
    expect(verifyStorefrontHeaders(SECRET, headers, NOW + 301_000)).toBeNull()
    expect(verifyStorefrontHeaders(SECRET, headers, NOW - 301_000)).toBeNull()
    expect(verifyStorefrontHeaders(SECRET, { ...headers, "x-shop-client-ip": ["41.100.1.2", "41.100.1.2"] }, NOW)).toBeNull()
  })

  it("believes only an address, and a session id of its own shape", () => {
    for (const ip of ["not-an-ip", "10.0.0.1, 10.0.0.2", ""]) {
      expect(verifyStorefrontHeaders(SECRET, signStorefrontHeaders(SECRET, { ip, session: null }, NOW), NOW)).toBeNull()
    }
    expect(verifyStorefrontHeaders(SECRET, signStorefrontHeaders(SECRET, { ip: "10.0.0.1", session: "short" }, NOW), NOW)).toBeNull()
  })

  it("derives one unguessable session id per token", () => {
    expect(storefrontSessionId(SECRET, "token-a-000000000000000000")).toBe(storefrontSessionId(SECRET, "token-a-000000000000000000"))
    expect(storefrontSessionId(SECRET, "token-a-000000000000000000")).not.toBe(storefrontSessionId(SECRET, "token-b-000000000000000000"))
    expect(storefrontSessionId(SECRET, "token-a-000000000000000000")).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })
})

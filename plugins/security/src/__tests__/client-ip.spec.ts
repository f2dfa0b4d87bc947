import { forwardedClient, trustedProxies } from "../api/guards/client-ip"
import { lockSeconds } from "../lib/throttle"

describe("the client's address behind trusted proxies", () => {
  const loopback = trustedProxies("loopback")

  it("is the peer itself when the peer is not a trusted proxy, whatever X-Forwarded-For says", () => {
    expect(forwardedClient("203.0.113.5", "41.100.1.1", loopback)).toBe("203.0.113.5")
    expect(forwardedClient("::ffff:203.0.113.5", "41.100.1.1", loopback)).toBe("203.0.113.5")
    expect(forwardedClient("127.0.0.1", "41.100.1.1", trustedProxies("none"))).toBe("127.0.0.1")
  })

  it("walks X-Forwarded-For back while the hop that wrote it is trusted, and stops at the first client", () => {
    expect(forwardedClient("127.0.0.1", "41.100.1.1", loopback)).toBe("41.100.1.1")
    expect(forwardedClient("::1", "6.6.6.6, 41.100.1.1", loopback)).toBe("41.100.1.1")
    const two = trustedProxies("loopback, 10.0.0.0/8")
    expect(forwardedClient("127.0.0.1", "6.6.6.6, 41.100.1.1, 10.1.2.3", two)).toBe("41.100.1.1")
    // every hop trusted: the leftmost one
    expect(forwardedClient("127.0.0.1", "10.9.9.9", two)).toBe("10.9.9.9")
    // no header: the trusted peer itself
    expect(forwardedClient("127.0.0.1", undefined, loopback)).toBe("127.0.0.1")
    // a garbled entry ends the walk at the last trusted hop, never at what the client wrote
    expect(forwardedClient("127.0.0.1", "41.100.1.1, not-an-ip", loopback)).toBe("127.0.0.1")
  })

  it("reads TRUST_PROXY's names, addresses and ranges, and reports a malformed entry, which trusts nobody", () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const list = trustedProxies("uniquelocal, 198.51.100.7, 2001:db8::/32, 203.0.113.0/99, bogus")
    expect(errors.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining('"203.0.113.0/99"'), expect.stringContaining('"bogus"')])
    errors.mockRestore()
    expect(list.check("203.0.113.1", "ipv4")).toBe(false)
    expect(list.check("192.168.1.1", "ipv4")).toBe(true)
    expect(list.check("198.51.100.7", "ipv4")).toBe(true)
    expect(list.check("198.51.100.8", "ipv4")).toBe(false)
    expect(list.check("2001:db8::1", "ipv6")).toBe(true)
    expect(list.check("127.0.0.1", "ipv4")).toBe(false)
  })
})

describe("the lock-out's back-off", () => {
  it("doubles each lock up to the maximum", () => {
    const lockout = { base_seconds: 60, max_seconds: 3600 }
    expect([0, 1, 2, 3, 6, 50].map((s) => lockSeconds(lockout, s))).toEqual([60, 120, 240, 480, 3600, 3600])
  })
})

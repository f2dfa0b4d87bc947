import { describe, expect, it } from "vitest"
import { contentSecurityPolicy, newNonce } from "./content-security-policy.server"

const directives = (policy: string) => Object.fromEntries(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]))

describe("the storefront's Content-Security-Policy", () => {
  it("runs the shop's own scripts and the nonce's inline ones, never any other inline script", () => {
    const nonce = newNonce()
    const csp = directives(contentSecurityPolicy(nonce))
    expect(csp["script-src"]).toEqual(["'self'", `'nonce-${nonce}'`])
    expect(csp["script-src"].join(" ")).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
    expect(csp["object-src"]).toEqual(["'none'"])
    expect(csp["base-uri"]).toEqual(["'self'"])
  })

  it("refuses to be framed and keeps forms and requests on the shop", () => {
    const csp = directives(contentSecurityPolicy(newNonce()))
    expect(csp["frame-ancestors"]).toEqual(["'none'"])
    expect(csp["form-action"]).toEqual(["'self'"])
    expect(csp["connect-src"]).toEqual(["'self'"])
  })

  it("shows pictures from the backend's files, once each, and ignores a malformed address", () => {
    const csp = directives(contentSecurityPolicy(newNonce(), ["http://localhost:9000", "http://localhost:9000/static", "not a url", undefined]))
    expect(csp["img-src"]).toEqual(["'self'", "data:", "blob:", "https:", "http://localhost:9000"])
  })

  it("lets Meta's pixel load and report only for a shop that set its pixel id (decision 0073)", () => {
    const nonce = newNonce()
    const plain = directives(contentSecurityPolicy(nonce))
    expect(JSON.stringify(plain)).not.toContain("facebook")
    const meta = directives(contentSecurityPolicy(nonce, [], { metaPixel: true }))
    expect(meta["script-src"]).toEqual(["'self'", `'nonce-${nonce}'`, "https://connect.facebook.net"])
    expect(meta["connect-src"]).toEqual(["'self'", "https://connect.facebook.net", "https://www.facebook.com"])
  })

  it("makes a new 128-bit nonce for every document", () => {
    const a = newNonce()
    expect(Buffer.from(a, "base64")).toHaveLength(16)
    expect(newNonce()).not.toBe(a)
  })
})

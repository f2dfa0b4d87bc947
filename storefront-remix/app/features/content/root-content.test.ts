// The layout's content (menus, shop settings, theme) read once per content version and language
// (issue 20), against a stand-in backend on 127.0.0.1 that answers the content routes and counts
// the calls: the storefront's own HTTP client is the real one.
import http from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

const calls: string[] = []
let fail = false
let shopName = "Boutique"
let server: http.Server

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x")
    calls.push(`${url.pathname}?${url.searchParams.get("locale")}`)
    res.setHeader("content-type", "application/json")
    if (fail) {
      res.statusCode = 503
      return res.end(JSON.stringify({ message: "down" }))
    }
    if (url.pathname.startsWith("/store/content/menus/")) return res.end(JSON.stringify({ menu: { items: [] } }))
    if (url.pathname === "/store/shop-settings")
      return res.end(
        JSON.stringify({ settings: { name: shopName, social: { facebook: "https://facebook.com/x", other: "javascript:alert(1)" } }, theme: null })
      )
    res.statusCode = 404
    res.end("{}")
  })
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r))
  process.env.MEDUSA_BACKEND_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  process.env.MEDUSA_PUBLISHABLE_KEY = "pk_test"
})
afterAll(() => server.close())

const load = async () => (await import("./root-content.server")).loadRootContent
const shop = (l: Awaited<ReturnType<Awaited<ReturnType<typeof load>>>>) => l.content.shop as unknown as { name: string; social: Record<string, string | null> }

describe("loadRootContent", () => {
  it("reads the backend once per version and language, again when the version moves", async () => {
    const loadRootContent = await load()
    calls.length = 0
    const [a, b] = await Promise.all([loadRootContent("fr", "7.1"), loadRootContent("fr", "7.1")])
    expect(calls).toHaveLength(3) // header menu, footer menu, settings: once for both requests
    expect(shop(a).name).toBe("Boutique")
    expect(b).toBe(a)
    await loadRootContent("ar", "7.1")
    expect(calls.filter((c) => c.endsWith("?ar"))).toHaveLength(3)
    shopName = "Boutique renommée"
    expect(shop(await loadRootContent("fr", "7.1")).name).toBe("Boutique") // same version: kept
    expect(calls).toHaveLength(6)
    expect(shop(await loadRootContent("fr", "8.1")).name).toBe("Boutique renommée") // the version moved: read again
    expect(calls).toHaveLength(9)
    expect(shop(a).social.other).toBeNull() // the checks still apply to what is kept
  })

  it("never keeps a layout that fell back, and reads every time without a version", async () => {
    const loadRootContent = await load()
    calls.length = 0
    fail = true
    const down = await loadRootContent("en", "9.1")
    expect(shop(down).name).not.toBe("Boutique renommée")
    fail = false
    expect(shop(await loadRootContent("en", "9.1")).name).toBe("Boutique renommée") // read again once the backend is back
    await loadRootContent("en", "9.1")
    expect(calls).toHaveLength(6)
    await loadRootContent("en", null)
    await loadRootContent("en", null)
    expect(calls).toHaveLength(12)
  })
})

import { describe, expect, it } from "vitest"
import { nextAttribution, parseAttribution, readCookies, serializeAttribution, touchOf } from "./attribution"
import { orderAttribution } from "./attribution.server"

const T0 = 1_764_324_000_000
const url = (s: string) => new URL(s, "https://shop.dz")

describe("landing attribution", () => {
  it("counts ads, campaign links and other sites as touches, not direct visits nor the shop's own pages", () => {
    expect(touchOf(url("/p/x"), "", T0)).toBeNull()
    expect(touchOf(url("/p/x"), "https://shop.dz/", T0)).toBeNull()
    expect(touchOf(url("/p/x?utm_source=fb&utm_campaign=soldes&x=1"), "", T0)).toEqual({
      utm_source: "fb",
      utm_campaign: "soldes",
      landing_path: "/p/x?utm_source=fb&utm_campaign=soldes&x=1",
      landed_at: T0,
    })
    expect(touchOf(url("/"), "https://www.google.com/search?q=mon+nom", T0)).toEqual({
      referrer: "https://www.google.com/search",
      landing_path: "/",
      landed_at: T0,
    })
  })

  it("keeps the first touch, replaces the last, and turns fbclid into Meta's fbc", () => {
    const a = nextAttribution(null, url("/?utm_source=instagram&utm_campaign=launch"), "", T0)!
    expect(a).toMatchObject({ utm_source: "instagram", first: { utm_source: "instagram" } })
    expect(nextAttribution(a, url("/cart"), "", T0 + 1)).toBe(a)
    const b = nextAttribution(a, url("/p/x?fbclid=IwAR0abc&utm_source=facebook"), "https://l.facebook.com/", T0 + 5)!
    expect(b).toMatchObject({
      utm_source: "facebook",
      fbclid: "IwAR0abc",
      fbc: `fb.1.${T0 + 5}.IwAR0abc`,
      referrer: "https://l.facebook.com/",
      first: { utm_source: "instagram", utm_campaign: "launch", landed_at: T0 },
    })
    expect(b.utm_campaign).toBeUndefined()
    // the same click seen again keeps its first time
    expect(nextAttribution(b, url("/?fbclid=IwAR0abc"), "", T0 + 9)!.fbc).toBe(`fb.1.${T0 + 5}.IwAR0abc`)
  })

  it("survives a round trip through the cookie, and a forged cookie only keeps its valid fields", () => {
    const a = nextAttribution(null, url("/?utm_source=fb&fbclid=abc"), "", T0)!
    expect(parseAttribution(decodeURIComponent(serializeAttribution(a)))).toEqual(a)
    expect(parseAttribution('{"utm_source":"fb","fbc":"<script>","price":1}')).toEqual({ utm_source: "fb" })
    expect(parseAttribution("not json")).toBeNull()
    const long = nextAttribution(null, url(`/?utm_source=${"s".repeat(150)}&utm_campaign=${"c".repeat(150)}&utm_term=${"t".repeat(150)}`), "", T0)!
    expect(serializeAttribution(long).length).toBeLessThanOrEqual(3000)
  })

  it("sends the order's attribution from the cookies, the page and the browser", () => {
    const cookie = `dz_attr=${serializeAttribution({ utm_source: "fb" })}; _fbp=fb.1.${T0}.123456; _fbc=fb.1.${T0}.clk; other=%E0%A4%A`
    const request = new Request("https://shop.dz/p/x?index", {
      method: "POST",
      headers: { cookie, referer: "https://shop.dz/p/x?utm_source=fb", "user-agent": "UA/1" },
    })
    expect(readCookies(cookie)._fbp).toBe(`fb.1.${T0}.123456`)
    expect(orderAttribution(request)).toEqual({
      utm_source: "fb",
      fbc: `fb.1.${T0}.clk`,
      fbp: `fb.1.${T0}.123456`,
      source_url: "https://shop.dz/p/x",
      user_agent: "UA/1",
    })
  })
})

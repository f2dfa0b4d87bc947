import { HTML_TAGS } from "@shop/shared/html"
import { describe, expect, it } from "vitest"
import { listItems } from "./html-items"
import { safeUrl } from "./safe-url"
import { htmlToText, sanitizeHtml } from "./sanitize-html.server"

// The policy itself is tested against an XSS corpus in plugins/shared (html.spec.ts); these check
// that the storefront renders with that same policy and its own helpers built on it.
describe("sanitizeHtml on render", () => {
  it("is the shared allow-list: what the backend stores comes out unchanged", () => {
    const stored = '<h2>Titre</h2><p>Hi <strong>you</strong><br /><a href="/blog/x" rel="noopener noreferrer">read</a></p><ul class="promo"><li>Un</li></ul>'
    expect(sanitizeHtml(stored)).toBe(stored)
    expect(HTML_TAGS).toContain("p")
  })

  it("drops handlers, scripts, svg and unsafe URLs from HTML that was stored before the write-time policy", () => {
    expect(sanitizeHtml('<img src="/a.png" onerror="alert(1)" ONLOAD=alert(1) alt=x>')).toBe('<img src="/a.png" alt="x" />')
    expect(sanitizeHtml("<svg/onload=alert(1)><circle/></svg><p>ok</p>")).toBe("<p>ok</p>")
    expect(sanitizeHtml("<p>a</p><ScRipt>alert(1)</sCrIpT><iframe src=https://x></iframe>")).toBe("<p>a</p>")
    expect(sanitizeHtml('<a href="&#x6A;&#x61;vascript&colon;alert(1)">x</a>')).toBe("<a>x</a>")
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe("<img />")
    expect(sanitizeHtml('<img srcset="x 1x, javascript:alert(1) 2x" src="/a.png">')).toBe('<img src="/a.png" />')
  })

  it("keeps the text of unknown elements, drops forms' controls", () => {
    expect(sanitizeHtml("<custom-el>hello</custom-el><form action=x><input value=1>z</form>")).toBe("helloz")
    expect(sanitizeHtml(null)).toBe("")
  })
})

describe("safeUrl", () => {
  it("accepts http(s), mailto, tel and relative paths", () => {
    for (const u of ["https://x.dz/a", "http://x", "mailto:a@b.dz", "tel:+213550000000", "/pages/x", "#top", "?q=1", "a/b"]) expect(safeUrl(u), u).toBe(u)
    expect(safeUrl("/\\evil.com")).toBeNull()
    expect(safeUrl("javascript:alert(1)")).toBeNull()
  })
})

describe("text helpers", () => {
  it("reads the text and the list items of some HTML", () => {
    expect(htmlToText("<p>Livraison <b>gratuite</b> &amp; rapide</p><script>x</script>")).toBe("Livraison gratuite & rapide")
    expect(listItems(sanitizeHtml('<ul><li>Un</li><li onclick="x"><b>Deux</b></li><li> </li></ul>'))).toEqual(["Un", "<b>Deux</b>"])
    expect(listItems("<p>Paiement à la livraison</p><p>69 wilayas</p>")).toEqual(["Paiement à la livraison", "69 wilayas"])
    expect(listItems("<p>intro</p><ul><li>Un</li></ul>")).toEqual(["Un"])
  })
})

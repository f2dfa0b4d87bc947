import { describe, expect, it } from "vitest"
import { htmlToText, listItems, safeUrl, sanitizeHtml } from "./sanitize-html"

describe("sanitizeHtml", () => {
  it("keeps basic formatting and links, adding rel=noopener", () => {
    expect(sanitizeHtml('<p>Hi <strong>you</strong> <em>there</em><br/><a href="/blog/x">read</a></p>')).toBe(
      '<p>Hi <strong>you</strong> <em>there</em><br><a href="/blog/x" rel="noopener noreferrer">read</a></p>'
    )
    expect(sanitizeHtml('<ul class="promo"><li>Un</li><li>Deux</li></ul>')).toBe('<ul class="promo"><li>Un</li><li>Deux</li></ul>')
  })

  it("drops script, style, iframe, object and their content whatever the case", () => {
    const dirty = '<p>a</p><ScRipt type="x">alert(1)</sCrIpT><STYLE>body{}</style><iframe src="https://x"></iframe><object data="x">y</object><p>b</p>'
    expect(sanitizeHtml(dirty)).toBe("<p>a</p><p>b</p>")
    expect(sanitizeHtml("<script>never closed alert(1)")).toBe("")
    expect(sanitizeHtml("<scr<script>x</script>ipt>alert(1)</script>")).toBe("xipt&gt;alert(1)")
  })

  it("drops every on* handler, quoted or not", () => {
    expect(sanitizeHtml('<img src="/a.png" onerror="alert(1)" ONLOAD=alert(1) alt=x>')).toBe('<img src="/a.png" alt="x">')
    expect(sanitizeHtml("<p onclick=alert(1)>x</p>")).toBe("<p>x</p>")
    expect(sanitizeHtml('<a/href="/x"/onmouseover="alert(1)">y</a>')).toBe('<a href="/x" rel="noopener noreferrer">y</a>')
  })

  it("drops svg with an onload and whatever it holds", () => {
    expect(sanitizeHtml("<svg onload=alert(1)><circle/></svg><p>ok</p>")).toBe("<p>ok</p>")
    expect(sanitizeHtml("<svg/onload=alert(1)>")).toBe("")
  })

  it("refuses javascript:, vbscript: and data: URLs, also encoded or split", () => {
    const hrefs = [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "  javascript:alert(1)",
      "java\tscript:alert(1)",
      "&#106;avascript:alert(1)",
      "&#x6A;&#x61;vascript&colon;alert(1)",
      "javascript&#58;alert(1)",
      "vbscript:msgbox(1)",
      "data:text/html;base64,PHNjcmlwdD4=",
    ]
    for (const h of hrefs) expect(sanitizeHtml(`<a href="${h}">x</a>`), h).toBe("<a>x</a>")
    expect(sanitizeHtml("<a href=javascript:alert(1)>x</a>")).toBe("<a>x</a>")
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe("<img>")
  })

  it("keeps data:image in img src only", () => {
    expect(sanitizeHtml('<img src="data:image/png;base64,iVBORw0KGgo=" alt="p">')).toBe('<img src="data:image/png;base64,iVBORw0KGgo=" alt="p">')
    expect(sanitizeHtml('<a href="data:image/png;base64,iVBORw0KGgo=">x</a>')).toBe("<a>x</a>")
  })

  it("cannot be broken out of: attributes re-escaped, stray closing tags ignored, open tags closed", () => {
    expect(sanitizeHtml('<p title="a&quot;><script>alert(1)</script>">x</p>')).toBe('<p title="a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">x</p>')
    expect(sanitizeHtml("</div></main><p>x")).toBe("<p>x</p>")
    expect(sanitizeHtml("<b><i>x</b>")).toBe("<b><i>x</i></b>")
    expect(sanitizeHtml("1 < 2 > 0")).toBe("1 &lt; 2 &gt; 0")
    expect(sanitizeHtml("<!-- <script>alert(1)</script> -->ok")).toBe("ok")
    expect(sanitizeHtml('<p style="color:red;background:url(javascript:alert(1))">x</p>')).toBe("<p>x</p>")
    expect(sanitizeHtml('<p style="color: #820869">x</p>')).toBe('<p style="color: #820869">x</p>')
    expect(sanitizeHtml('<a href="/x" target="_top">y</a>')).toBe('<a href="/x" rel="noopener noreferrer">y</a>')
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
  })
})

describe("text helpers", () => {
  it("reads the text and the list items of some HTML", () => {
    expect(htmlToText("<p>Livraison <b>gratuite</b> &amp; rapide</p><script>x</script>")).toBe("Livraison gratuite & rapide")
    expect(listItems('<ul><li>Un</li><li onclick="x"><b>Deux</b></li><li> </li></ul>')).toEqual(["Un", "<b>Deux</b>"])
    expect(listItems("<p>Paiement à la livraison</p><p>69 wilayas</p>")).toEqual(["Paiement à la livraison", "69 wilayas"])
    expect(listItems("<p>intro</p><ul><li>Un</li></ul>")).toEqual(["Un"])
  })
})

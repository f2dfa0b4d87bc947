import { isUnsafeUrl, sanitizeHtml, sanitizeTexts } from "../sanitize"

describe("sanitizeHtml", () => {
  it("keeps ordinary markup", () => {
    const html =
      '<h2>Titre</h2><p class="lead">Du <strong>texte</strong> et <a href="/pages/a-propos" title="À propos">un lien</a>.</p><img src="https://cdn.example/x.png" alt="x" />'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it("removes script, style and iframe elements with their content", () => {
    const out = sanitizeHtml(
      '<p>a</p><script>alert(1)</script><style>body{display:none}</style><iframe src="https://evil"></iframe><SCRIPT type="x">x</SCRIPT ><p>b</p>'
    )!
    expect(out).toBe("<p>a</p><p>b</p>")
  })

  it("removes unclosed or stray dangerous tags", () => {
    expect(sanitizeHtml("<p>a</p><script src=//evil.js>")).toBe("<p>a</p>")
    expect(sanitizeHtml("<p>a</p></script><object data=x>")).toBe("<p>a</p>")
  })

  it("removes every on* handler, whatever its quoting or case", () => {
    const out = sanitizeHtml(`<img src="/a.png" onerror="alert(1)"><div OnClick='x()' onmouseover=y()>t</div><svg onload=alert(1)></svg>`)!
    expect(out).not.toMatch(/on(error|click|mouseover|load)/i)
    expect(out).toContain('<img src="/a.png">')
    expect(out).toContain("<div>t</div>")
  })

  it("removes javascript:, vbscript: and non-image data: URLs, even obfuscated", () => {
    for (const href of [
      "javascript:alert(1)",
      " JaVaScRiPt:alert(1)",
      "java\tscript:alert(1)",
      "&#106;avascript:alert(1)",
      "&#x6A;avascript:alert(1)",
      "vbscript:x",
      "data:text/html;base64,PHNjcmlwdD4=",
      "data:image/svg+xml;base64,PHN2Zz4=",
    ]) {
      const out = sanitizeHtml(`<a href="${href}">x</a>`)!
      expect(out).toBe("<a>x</a>")
    }
    expect(sanitizeHtml('<form action="javascript:x"><button formaction="javascript:y">b</button></form>')).toBe("<form><button>b</button></form>")
  })

  it("keeps data:image URLs of raster images", () => {
    const html = '<img src="data:image/png;base64,iVBORw0KGgo=">'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it("drops comments (conditional comments can hide markup)", () => {
    expect(sanitizeHtml("<p>a</p><!--[if IE]><script>x</script><![endif]-->")).toBe("<p>a</p>")
  })

  it("drops style attributes running script", () => {
    expect(sanitizeHtml('<p style="background:url(javascript:alert(1))">a</p>')).toBe("<p>a</p>")
    expect(sanitizeHtml('<p style="color:red">a</p>')).toBe('<p style="color:red">a</p>')
  })

  it("passes null through and cleans every language of a map", () => {
    expect(sanitizeHtml(null)).toBeNull()
    expect(sanitizeTexts({ fr: "<p onclick=x>a</p>", en: null, ar: "<script>x</script><p>ب</p>" })).toEqual({ fr: "<p>a</p>", en: null, ar: "<p>ب</p>" })
  })
})

describe("isUnsafeUrl", () => {
  it("accepts http(s), relative, mailto and tel URLs", () => {
    for (const u of ["https://x.dz", "/catalog", "mailto:a@b.dz", "tel:+213550", "#top"]) expect(isUnsafeUrl(u)).toBe(false)
  })
})

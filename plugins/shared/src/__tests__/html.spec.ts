import {
  GLOBAL_ATTRIBUTES,
  HTML_TAGS,
  TAG_ATTRIBUTES,
  decodeEntities,
  htmlToText,
  isSafeUrl,
  safeUrl,
  sanitizeHtml,
  sanitizeInlineHtml,
  sanitizeTexts,
} from "../html"

/**
 * Classic vectors (OWASP's XSS filter evasion cheat sheet and the usual suspects: svg, mathml,
 * entity-encoded schemes, srcset, style url(), broken markup). Each must come out inert.
 */
const VECTORS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>",
  '<IMG SRC="javascript:alert(1);">',
  "<IMG SRC=javascript:alert(1)>",
  "<IMG SRC=JaVaScRiPt:alert(1)>",
  "<IMG SRC=`javascript:alert(1)`>",
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  "<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>",
  '<IMG SRC=# onmouseover="alert(1)">',
  "<IMG SRC= onmouseover=\"alert('xxs')\">",
  "<IMG onmouseover=\"alert('xxs')\">",
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  "<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>",
  "<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>",
  "<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>",
  '<IMG SRC="jav\tascript:alert(1);">',
  '<IMG SRC="jav&#x09;ascript:alert(1);">',
  '<IMG SRC="jav&#x0A;ascript:alert(1);">',
  '<IMG SRC=" &#14;  javascript:alert(1);">',
  '<SCRIPT/XSS SRC="https://xss.example/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  "<SCRIPT SRC=//xss.example/.j>",
  "<IMG SRC=\"`<javascript:alert>`('XSS')\"",
  "<iframe src=https://xss.example/scriptlet.html <",
  "</TITLE><SCRIPT>alert(1);</SCRIPT>",
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(1);">',
  '<BODY BACKGROUND="javascript:alert(1)">',
  '<IMG DYNSRC="javascript:alert(1)">',
  '<IMG LOWSRC="javascript:alert(1)">',
  "<STYLE>li {list-style-image: url(\"javascript:alert('XSS')\");}</STYLE><UL><LI>XSS</br>",
  '<svg/onload=alert("XSS")>',
  "<svg><script>alert(1)</script></svg>",
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  "<svg><animate onbegin=alert(1) attributeName=x dur=1s>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  '<math href="javascript:alert(1)">click</math>',
  "<img/src=x/onerror=alert(1)>",
  "<img src=x:alert(alt) onerror=eval(src) alt=0>",
  '<img srcset="x 1x, javascript:alert(1) 2x" src="/a.png">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;vascript&colon;alert(1)">x</a>',
  '<a href="javascript&#58;alert(1)">x</a>',
  '<a href="java&Tab;script:alert(1)">x</a>',
  '<a href="java\u0000script:alert(1)">x</a>',
  '<a href=" \u000bjavascript:alert(1)">x</a>',
  '<a href="//evil.example/">x</a>',
  '<a href="\\\\evil.example">x</a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p style="background-image: url(&quot;https://evil.example/t.png&quot;)">x</p>',
  '<p style="width: expression(alert(1))">x</p>',
  '<div style="behavior: url(xss.htc);">x</div>',
  "<div style=\"color:red;-moz-binding:url('https://evil.example/xss.xml#xss')\">x</div>",
  '<TABLE BACKGROUND="javascript:alert(1)"><TD BACKGROUND="javascript:alert(1)">x</TD></TABLE>',
  "<DIV STYLE=\"background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029'\\0029\">",
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(1);">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<LINK REL="stylesheet" HREF="javascript:alert(1);">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.example/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv">',
  '<FORM><BUTTON FORMACTION="javascript:alert(1)">x</BUTTON></FORM>',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  "<details open ontoggle=alert(1)>",
  '<video><source onerror="alert(1)">',
  "<audio src=x onerror=alert(1)>",
  '<BASE HREF="javascript:alert(1);//">',
  "<template><img src=x onerror=alert(1)></template>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  "<textarea><img src=x onerror=alert(1)></textarea>",
  '<p title="a&quot;><script>alert(1)</script>">x</p>',
  '<a/href="/x"/onmouseover="alert(1)">y</a>',
  "<scr<script>ipt>alert(1)</script>",
  "<!--<img src=x onerror=alert(1)>-->",
  "<![CDATA[<img src=x onerror=alert(1)>]]>",
  '<?xml version="1.0"?><img src=x onerror=alert(1)>',
  "<x onclick=alert(1)>click</x>",
  '<div id="x" onclick="alert(1)" data-x="y" class="c">z</div>',
  '<a href="https://ok.example" target="_top" ping="https://evil.example">ok</a>',
]

const ALLOWED_ATTRS = new Map<string, Set<string>>(
  HTML_TAGS.map((t) => [
    t,
    new Set([
      ...GLOBAL_ATTRIBUTES,
      ...((TAG_ATTRIBUTES as Record<string, readonly (string | { name: string })[]>)[t] ?? []).map((a) => (typeof a === "string" ? a : a.name)),
      ...(t === "a" ? ["rel"] : []),
    ]),
  ])
)

/** Reads the output back: every `<` must open a well-formed allowed tag with allowed, safe attributes. */
function assertInert(out: string, input: string) {
  const tag = /<(\/?)([a-z0-9]+)((?:\s[a-z-]+="[^"<>]*")*)\s*(\/?)>/g
  const rest = out.replace(tag, (_m, _close: string, name: string, attrs: string) => {
    expect({ input, tag: name, allowed: (HTML_TAGS as readonly string[]).includes(name) }).toEqual({ input, tag: name, allowed: true })
    for (const [, attr, value] of attrs.matchAll(/\s([a-z-]+)="([^"]*)"/g)) {
      expect({ input, attr, allowed: ALLOWED_ATTRS.get(name)?.has(attr) }).toEqual({ input, attr, allowed: true })
      if (attr === "href" || attr === "src") expect({ input, value, safe: isSafeUrl(value, attr === "src") }).toEqual({ input, value, safe: true })
      if (attr === "style") expect(decodeEntities(value)).not.toMatch(/url\s*\(|expression|binding|behavio|\\/i)
    }
    return ""
  })
  expect({ input, rest }).toEqual({ input, rest: expect.not.stringContaining("<") })
  expect(out.toLowerCase()).not.toMatch(/javascript:|vbscript:|data:text|data:image\/svg|<script|<svg|<math|\son[a-z]+=/)
}

describe("sanitizeHtml on classic XSS vectors", () => {
  it.each(VECTORS)("%s comes out inert", (input) => {
    const out = sanitizeHtml(input)
    assertInert(out, input)
    // cleaning twice changes nothing: the stored form is stable when the admin saves it again
    expect(sanitizeHtml(out)).toBe(out)
  })

  it("the two vectors of issue 17 lose their handlers", () => {
    expect(sanitizeHtml("<svg/onload=alert(1)>")).toBe("")
    expect(sanitizeHtml("<img/src=x/onerror=alert(1)>")).toBe('<img src="x/onerror=alert(1)" />')
    expect(sanitizeHtml('<img src="x" onerror="alert(1)">')).toBe('<img src="x" />')
  })
})

describe("sanitizeHtml keeps what staff write", () => {
  it("formatting, headings, lists, tables, links with rel=noopener", () => {
    expect(sanitizeHtml('<h2>Titre</h2><p>Hi <strong>you</strong> <em>there</em><br/><a href="/blog/x">read</a></p>')).toBe(
      '<h2>Titre</h2><p>Hi <strong>you</strong> <em>there</em><br /><a href="/blog/x" rel="noopener noreferrer">read</a></p>'
    )
    expect(sanitizeHtml('<ul class="promo"><li>Un</li><li>Deux</li></ul>')).toBe('<ul class="promo"><li>Un</li><li>Deux</li></ul>')
    expect(sanitizeHtml('<table><tr><td colspan="2">x</td></tr></table>')).toBe('<table><tr><td colspan="2">x</td></tr></table>')
    expect(sanitizeHtml('<a href="https://ex.dz" target="_blank">x</a>')).toBe('<a href="https://ex.dz" target="_blank" rel="noopener noreferrer">x</a>')
    expect(sanitizeHtml('<a href="tel:+213555000000">x</a><a href="mailto:a@b.dz">y</a>')).toBe(
      '<a href="tel:+213555000000" rel="noopener noreferrer">x</a><a href="mailto:a@b.dz" rel="noopener noreferrer">y</a>'
    )
  })

  it("images with raster data: URLs, sizes as numbers only", () => {
    expect(sanitizeHtml('<img src="data:image/png;base64,iVBORw0KGgo=" alt="p" width="20" height="x">')).toBe(
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="p" width="20" />'
    )
    expect(sanitizeHtml('<a href="data:image/png;base64,iVBORw0KGgo=">x</a>')).toBe("<a>x</a>")
  })

  it("colours, alignment and spacing in style; anything else in it goes", () => {
    expect(sanitizeHtml('<p style="color: #820869; text-align: center">x</p>')).toBe('<p style="color:#820869;text-align:center">x</p>')
    expect(sanitizeHtml('<p style="color:red;background:url(javascript:alert(1))">x</p>')).toBe('<p style="color:red">x</p>')
  })

  it("Arabic text, right to left, and escaped text stay as they are", () => {
    expect(sanitizeHtml('<p dir="rtl" lang="ar">التوصيل إلى كل الولايات</p>')).toBe('<p dir="rtl" lang="ar">التوصيل إلى كل الولايات</p>')
    expect(sanitizeHtml("1 < 2 > 0 &amp; 3")).toBe("1 &lt; 2 &gt; 0 &amp; 3")
  })

  it("cannot be broken out of: stray closing tags ignored, open tags closed", () => {
    expect(sanitizeHtml("</div></main><p>x")).toBe("<p>x</p>")
    expect(sanitizeHtml("<b><i>x</b>")).toBe("<b><i>x</i></b>")
  })

  it("drops NUL characters (PostgreSQL refuses them in text)", () => {
    expect(sanitizeHtml("<p>a\u0000b</p>")).toBe("<p>ab</p>")
  })
})

describe("the inline policy (Editor.js text)", () => {
  it("keeps inline formatting and safe links, drops blocks and handlers", () => {
    expect(sanitizeInlineHtml('Voir <b>ça</b> <a href="https://ex.dz/a?b=1&amp;c=2" onclick="x()">ici</a>')).toBe(
      'Voir <b>ça</b> <a href="https://ex.dz/a?b=1&amp;c=2" rel="noopener noreferrer">ici</a>'
    )
    expect(sanitizeInlineHtml("<p>x</p><img src=x onerror=alert(1)><h1>y</h1>")).toBe("xy")
  })
})

describe("URLs and texts", () => {
  it("safeUrl accepts http(s), mailto, tel and site paths only", () => {
    expect(safeUrl("/fr/blog")).toBe("/fr/blog")
    expect(safeUrl("https://ex.dz")).toBe("https://ex.dz")
    expect(safeUrl(" JavaScript:alert(1)")).toBeNull()
    expect(safeUrl("&#x6A;avascript:alert(1)")).toBeNull()
    expect(safeUrl("data:image/png;base64,iVBORw0KGgo=")).toBeNull()
    expect(safeUrl("data:image/png;base64,iVBORw0KGgo=", true)).toBe("data:image/png;base64,iVBORw0KGgo=")
    expect(safeUrl("data:image/svg+xml;base64,PHN2Zz4=", true)).toBeNull()
  })

  it("sanitizeTexts cleans each language and keeps null", () => {
    expect(sanitizeTexts({ fr: "<p onclick=x>a</p>", en: null, ar: "<svg onload=x>" })).toEqual({ fr: "<p>a</p>", en: null, ar: "" })
    expect(sanitizeTexts(null)).toBeNull()
  })

  it("htmlToText gives the visible text only", () => {
    expect(htmlToText("<h2>Livraison</h2><p>Partout&nbsp;en <b>Algérie</b><script>x</script></p>")).toBe("Livraison Partout en Algérie")
  })
})

/* global window, document -- the functions passed to page.evaluate and addInitScript run in the browser */
// Web vitals of one first visit on a phone over a slow mobile network (issue 18 item 7, decision 0059):
// Chrome DevTools' "Slow 4G" preset (the values Lighthouse applies when it throttles a real run:
// 562.5 ms round trip, 1.47 Mbit/s down, 675 kbit/s up), the CPU slowed 4×, 390 × 844 px, empty cache.
// Used by `npm run bench` (the LCP budget: a timing, so measured there) and the speed journey (CLS).
export const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 }
export const CPU_SLOWDOWN = 4
export const PHONE = { width: 390, height: 844 }
export const BUDGET = { lcp_ms: 2500, cls: 0.05, product_js_kb: 150 }

/** LCP (and its element), CLS and total blocking time of `url` in a fresh context of `browser`. */
export async function pageVitals(browser, url, { screenshotPath } = {}) {
  const context = await browser.newContext({ viewport: PHONE })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send("Network.enable")
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
    await page.addInitScript(() => {
      const w = window
      w.__vitals = { lcp: 0, cls: 0, tbt: 0, element: "" }
      new PerformanceObserver((l) =>
        l.getEntries().forEach((e) => {
          w.__vitals.lcp = e.startTime
          const el = e.element
          w.__vitals.element = el ? `${el.tagName.toLowerCase()}${el.dataset?.testid ? `[${el.dataset.testid}]` : ""}` : ""
        })
      ).observe({ type: "largest-contentful-paint", buffered: true })
      new PerformanceObserver((l) => l.getEntries().forEach((e) => !e.hadRecentInput && (w.__vitals.cls += e.value))).observe({
        type: "layout-shift",
        buffered: true,
      })
      new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.__vitals.tbt += Math.max(0, e.duration - 50)))).observe({
        type: "longtask",
        buffered: true,
      })
    })
    await page.goto(url, { waitUntil: "load", timeout: 60_000 })
    // LCP is final at the first input; settle a moment for late shifts (fonts, pictures above the fold)
    await page.waitForTimeout(1500)
    const v = await page.evaluate(() => window.__vitals)
    // pictures in the first screen that the browser could not show (a wrong type, a missing file)
    const broken = await page.evaluate(() =>
      [...document.images]
        .filter((i) => i.getBoundingClientRect().top < window.innerHeight && i.complete && i.naturalWidth === 0)
        .map((i) => i.currentSrc || i.src)
    )
    if (screenshotPath) await page.screenshot({ path: screenshotPath, fullPage: false })
    return { lcp_ms: Math.round(v.lcp), cls: Number(v.cls.toFixed(3)), tbt_ms: Math.round(v.tbt), lcp_element: v.element, broken_images: broken }
  } finally {
    await context.close()
  }
}

/** The storefront pages the budgets cover, by language. */
export const VITAL_PAGES = (product = "/catalog/product/parfums/parfum-oud-royal", category = "/catalog/category/telephonie-accessoires") =>
  ["fr", "ar"].flatMap((lang) => {
    const prefix = lang === "fr" ? "" : `/${lang}`
    return [
      { lang, name: "home", path: prefix || "/" },
      { lang, name: "category", path: prefix + category },
      { lang, name: "product", path: prefix + product },
    ]
  })

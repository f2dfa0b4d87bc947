// The home page's carousels as a buyer sees them (issue 18): on an Arabic phone and a French desktop,
// every card in view reads in the page's direction (react-slick forces dir="ltr" on its box: Arabic
// cards used to be left-aligned, prices reordered, blog dates scrambled) and no card text or control
// is under an arrow (the centre of each one is hit-tested). In Arabic "next" goes leftwards.
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import { launchBrowser, openPage, screenshot } from "./lib/browser.mjs"

const BASE = (process.env.STOREFRONT_URL || "http://localhost:3000").replace(/\/$/, "")

let browser
before(async () => {
  browser = await launchBrowser()
})
after(() => browser?.close())

async function mounted(page) {
  await page.waitForFunction(
    () => {
      const all = [...document.querySelectorAll('[data-testid="carousel"]')]
      return all.length > 0 && all.every((c) => c.getAttribute("data-mounted") === "1" && c.querySelector(".slick-initialized"))
    },
    null,
    { timeout: 20000 }
  )
}

/** One carousel, in view: what its visible cards' texts and controls show. */
function inspect(carousel) {
  const dir = document.documentElement.dir
  const box = carousel.getBoundingClientRect()
  const out = { cards: 0, elements: 0, wrongDir: [], misaligned: [], covered: [] }
  const label = (el) =>
    `${carousel.closest("[data-block-type]")?.getAttribute("data-block-type")}: <${el.tagName.toLowerCase()}> "${el.textContent.trim().slice(0, 30)}"`
  for (const slide of carousel.querySelectorAll(".carousel-slide")) {
    const r = slide.getBoundingClientRect()
    if (r.width === 0 || r.left < box.left - 1 || r.right > box.right + 1) continue
    out.cards++
    const own = (el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())
    for (const el of slide.querySelectorAll("a, button, h3, p, time, span, bdi, del, ins")) {
      const er = el.getBoundingClientRect()
      if (er.width < 4 || er.height < 4 || !(el.matches("a, button") || own(el))) continue
      out.elements++
      const cs = getComputedStyle(el)
      // <bdi> isolates on purpose ("-20 %" reads the same in both directions)
      if (cs.direction !== dir && !el.closest("bdi")) out.wrongDir.push(label(el))
      if (own(el) && cs.textAlign === (dir === "rtl" ? "left" : "right")) out.misaligned.push(label(el))
      const x = er.left + er.width / 2
      const y = er.top + er.height / 2
      if (y < 0 || y > innerHeight || x < 0 || x > innerWidth) continue
      const hit = document.elementFromPoint(x, y)
      if (hit?.closest('[data-testid="carousel-prev"], [data-testid="carousel-next"]')) out.covered.push(label(el))
    }
  }
  return out
}

for (const [name, path, viewport] of [
  ["Arabic phone", "/ar", { width: 390, height: 844 }],
  ["French desktop", "/", { width: 1366, height: 900 }],
]) {
  test(`${name}: carousel cards in the page's direction, nothing under an arrow`, async () => {
    const { page, problems, close } = await openPage(browser, { viewport })
    try {
      await page.goto(BASE + path, { waitUntil: "load" })
      await mounted(page)
      const carousels = page.locator('[data-testid="carousel"]')
      const count = await carousels.count()
      assert.ok(count >= 8, `${count} carousels`)
      const totals = { cards: 0, elements: 0 }
      const faults = []
      for (let i = 0; i < count; i++) {
        const c = carousels.nth(i)
        await c.scrollIntoViewIfNeeded()
        await c.hover() // pauses the autoplay while it is read
        const r = await c.evaluate(inspect)
        totals.cards += r.cards
        totals.elements += r.elements
        faults.push(...r.wrongDir.map((l) => `direction: ${l}`), ...r.misaligned.map((l) => `alignment: ${l}`), ...r.covered.map((l) => `covered: ${l}`))
      }
      console.log(`${name}: ${count} carousels, ${totals.cards} cards, ${totals.elements} texts and controls checked`)
      assert.ok(totals.elements > 50, `${totals.elements} elements checked`)
      assert.deepEqual(faults, [])
      await page.evaluate(() => window.scrollTo(0, 0))
      await screenshot(page, `storefront-carousels-${path === "/ar" ? "ar-phone" : "fr-desktop"}`)
      assert.deepEqual(problems, [])
    } finally {
      await close()
    }
  })
}

for (const [name, path, viewport] of [
  ["Arabic phone", "/ar", { width: 390, height: 844 }],
  ["Arabic desktop", "/ar", { width: 1366, height: 900 }],
  ["French desktop", "/", { width: 1366, height: 900 }],
]) {
  test(`${name}: every carousel starts with its first slide where reading starts, as the server's row drew it`, async () => {
    // reduced motion: no autoplay, so what is read is where the slider started (and that setting is honoured)
    const { page, problems, close } = await openPage(browser, { viewport, reducedMotion: "reduce" })
    try {
      // the server's row, before hydration: the block's first slides in order, from the reading side
      const html = await (await fetch(BASE + path)).text()
      assert.ok(html.includes('class="carousel-static"'), "the server draws a static row")
      await page.goto(BASE + path, { waitUntil: "load" })
      await mounted(page)
      const rows = await page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="carousel"]')]
          .filter((c) => !c.classList.contains("carousel-vertical"))
          .map((c) => {
            const rtl = getComputedStyle(c).direction === "rtl"
            const list = c.querySelector(".slick-list").getBoundingClientRect()
            const n = c.querySelectorAll(".slick-slide:not(.slick-cloned)").length
            // slick makes each slide ceil(width / count) wide: the last one may pass the edge by a few pixels
            const drawn = [...c.querySelectorAll(".slick-slide")]
              .map((s) => ({ i: Number(s.getAttribute("data-index")), r: s.getBoundingClientRect() }))
              .filter(({ r }) => r.width > 0 && r.left >= list.left - 8 && r.right <= list.right + 8)
              .sort((a, b) => (rtl ? b.r.right - a.r.right : a.r.left - b.r.left))
              .map(({ i }) => ((i % n) + n) % n)
            return { kind: c.getAttribute("data-kind"), n, drawn }
          })
      )
      assert.ok(rows.length >= 8, `${rows.length} carousels`)
      // in reading order: 0, 1, 2… (as many as fit)
      const wrong = rows.filter((r) => r.drawn.some((d, k) => d !== k) || !r.drawn.length)
      assert.deepEqual(
        wrong.map((r) => `${r.kind} (${r.n} slides): ${r.drawn.join(", ")}`),
        [],
        "each carousel shows 0, 1, 2… from the reading side"
      )
      // no autoplay for a visitor who asked for less motion: the same slides one carousel delay (≤ 3.1 s) later
      const current = () =>
        page.evaluate(() => [...document.querySelectorAll('[data-testid="carousel"] .slick-current')].map((s) => s.getAttribute("data-index")))
      const first = await current()
      await page.waitForTimeout(3400)
      assert.deepEqual(await current(), first)
      assert.deepEqual(problems, [])
    } finally {
      await close()
    }
  })
}

test("Arabic: previous is on the right, next on the left and moves to the following product", async () => {
  const { page, close } = await openPage(browser, { viewport: { width: 390, height: 844 } })
  try {
    await page.goto(BASE + "/ar", { waitUntil: "load" })
    await mounted(page)
    const carousel = page.locator('[data-block-type="products_carousel"] [data-testid="carousel"]')
    await carousel.scrollIntoViewIfNeeded()
    await carousel.hover()
    const prev = await carousel.getByTestId("carousel-prev").boundingBox()
    const next = await carousel.getByTestId("carousel-next").boundingBox()
    assert.ok(prev.x > next.x, "previous at the right, next at the left")
    // the block's products in their order, and the one drawn rightmost (the first in reading order)
    // (slick's rtl reverses its track in the DOM: the slides' data-index keeps the block's order)
    const order = await carousel.evaluate((c) =>
      [...c.querySelectorAll(".slick-slide:not(.slick-cloned)")]
        .sort((a, b) => Number(a.getAttribute("data-index")) - Number(b.getAttribute("data-index")))
        .map((s) => s.querySelector('[data-testid="card-title"]')?.textContent)
    )
    const rightmost = () =>
      carousel.evaluate((c) => {
        const box = c.getBoundingClientRect()
        const cards = [...c.querySelectorAll('[data-testid="card-title"]')]
          .map((t) => ({ title: t.textContent, r: t.closest('[data-testid="product-card"]').getBoundingClientRect() }))
          .filter(({ r }) => r.width > 0 && r.left >= box.left - 2 && r.right <= box.right + 2)
        return cards.sort((a, b) => b.r.right - a.r.right)[0]?.title
      })
    const first = await rightmost()
    await carousel.getByTestId("carousel-next").click()
    await page.waitForTimeout(800)
    const second = await rightmost()
    assert.equal(order.indexOf(second), (order.indexOf(first) + 1) % order.length, `${first} → ${second} in ${order.join(" | ")}`)
    await carousel.getByTestId("carousel-prev").click()
    await page.waitForTimeout(800)
    assert.equal(await rightmost(), first)
  } finally {
    await close()
  }
})

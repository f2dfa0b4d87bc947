// The order form's transporter step as a buyer uses it in Chromium against the real backend: after the
// commune, the transporters that deliver there at the rate table's price, one chosen (shown alone, with
// a remove button), and a summary whose total is products + delivery. In French, in Arabic (right to
// left, a far-south wilaya costing more) and without JavaScript.
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import { launchBrowser, screenshot } from "./lib/browser.mjs"
import { BACKEND_URL, BASE, backendQuote, chooseCommune, digitsOnScreen, offerRow, openPage, price, text } from "./lib/delivery.mjs"
import { demoCart } from "./lib/cod.mjs"

let browser
before(async () => (browser = await launchBrowser()))
after(() => browser?.close())

const homeOf = (t) => t.delivery_types.find((d) => d.type === "home")
const deskOf = (t) => t.delivery_types.find((d) => d.type === "stop_desk")

test("in French: Alger Centre lists the transporters at the rate table's prices; choose, remove, choose a desk", async () => {
  const { page, problems, requested, close } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
  try {
    const res = await page.goto(`${BASE}/checkout/cart/view`, { waitUntil: "networkidle" })
    // the same page for every visitor (the form's session is fetched after it: decision 0080)
    assert.match(res.headers()["cache-control"], /^public, max-age=\d+/)
    // this browser's cart is empty: the page says so, leads back to the shop and shows no form
    await page.getByTestId("cart-empty").waitFor()
    assert.match(await text(page.getByTestId("cart-empty")), /Votre panier est vide\./)
    assert.equal(await page.getByTestId("cart-empty-continue").getAttribute("href"), "/")
    assert.equal(await page.getByTestId("delivery-fields").count(), 0)
    assert.equal(await page.getByTestId("submit-order").count(), 0)
    // with a line in the cart, the form
    const cart = await demoCart()
    const P = cart[0].unitPrice
    await page.evaluate((lines) => localStorage.setItem("cart", JSON.stringify(lines)), cart)
    await page.reload({ waitUntil: "networkidle" })
    await page.getByTestId("checkout-lines").waitFor()
    assert.equal(await text(page.getByTestId("transporter-prompt")), "Sélectionnez d'abord une commune")
    await page.getByTestId("wilaya-select").selectOption("16")
    await page.getByTestId("commune-select").waitFor()
    assert.equal(await text(page.getByTestId("transporter-prompt")), "Sélectionnez d'abord une commune", "still no commune")
    await chooseCommune(page, 16, 1601)

    const quote = await backendQuote(1601)
    assert.ok(quote.length >= 2, "the demo seed has several transporters for Alger Centre")
    const names = await page.getByTestId("transporter-card").getByTestId("transporter-name").allTextContents()
    assert.deepEqual(
      names,
      quote.map((t) => t.name),
      "same transporters, in the backend's order"
    )
    for (const t of quote) {
      for (const d of t.delivery_types) {
        const row = offerRow(page, d.shipping_option_id)
        assert.equal(await text(row.getByTestId("offer-price")), price(d.price), `${t.name} ${d.type}`)
        const type = d.type === "home" ? "Livraison à domicile" : "Retrait au bureau (stop-desk)"
        assert.equal(await text(row.getByTestId("delivery-type")), type)
      }
    }
    // No logos in the demo seed: each card shows a sized fallback, never a broken image.
    assert.equal(await page.getByTestId("transporter-logo-fallback").count(), quote.length)
    assert.equal(await text(page.getByTestId("summary-products")), price(P))
    assert.equal(await text(page.getByTestId("summary-delivery")), "Choisissez un transporteur")
    await screenshot(page, "storefront-transporters-fr-list-desktop")

    // Home delivery with the first transporter: shown alone, priced, carried by hidden inputs.
    const first = quote.find(homeOf)
    const home = homeOf(first)
    await offerRow(page, home.shipping_option_id).getByTestId("offer-choose").click()
    const chosen = page.getByTestId("transporter-chosen")
    await chosen.waitFor()
    assert.equal(await page.getByTestId("transporter-list").count(), 0, "the chosen one is shown alone")
    assert.equal(await text(chosen.getByTestId("transporter-name")), first.name)
    assert.equal(await text(chosen.getByTestId("offer-price")), price(home.price))
    assert.equal(await page.getByTestId("choice-transporter_id").inputValue(), first.id)
    assert.equal(await page.getByTestId("choice-delivery_type").inputValue(), "home")
    assert.equal(await page.getByTestId("choice-shipping_option_id").inputValue(), home.shipping_option_id)
    assert.equal(await page.getByTestId("choice-stop_desk_id").inputValue(), "")
    assert.equal(await text(page.getByTestId("summary-delivery")), price(home.price))
    assert.equal(await text(page.getByTestId("summary-products")), price(P))
    assert.equal(await text(page.getByTestId("summary-total")), price(P + home.price), "total = products + delivery")
    await screenshot(page, "storefront-transporters-fr-chosen-desktop")

    await page.getByTestId("transporter-remove").click()
    await page.getByTestId("transporter-list").waitFor()
    assert.equal(await page.getByTestId("transporter-chosen").count(), 0)
    assert.equal(await text(page.getByTestId("summary-total")), price(P))

    // Stop-desk: the desk in Alger Centre is offered first, and the choice carries it.
    const withDesk = quote.find((t) => deskOf(t)?.stop_desks.some((d) => d.in_commune))
    const desk = deskOf(withDesk)
    const row = offerRow(page, desk.shipping_option_id)
    const firstDesk = desk.stop_desks.find((d) => d.in_commune)
    assert.equal(await row.getByTestId("stop-desk-select").inputValue(), firstDesk.id)
    await row.getByTestId("offer-choose").click()
    assert.equal(await text(page.getByTestId("chosen-desk").locator("p").first()), firstDesk.name)
    assert.equal(await page.getByTestId("choice-stop_desk_id").inputValue(), firstDesk.id)
    assert.equal(await page.getByTestId("choice-delivery_type").inputValue(), "stop_desk")
    assert.equal(await text(page.getByTestId("summary-total")), price(P + desk.price))

    // Another commune drops the choice; another wilaya asks for a commune again.
    await chooseCommune(page, 16, 1605)
    assert.equal(await page.getByTestId("transporter-chosen").count(), 0)
    await page.getByTestId("wilaya-select").selectOption("31")
    await page.getByTestId("transporter-prompt").waitFor()
    assert.equal(await text(page.getByTestId("summary-delivery")), "Sélectionnez d'abord une commune")

    const backendOrigin = new URL(BACKEND_URL).origin
    assert.deepEqual(
      requested.filter((u) => u.startsWith(backendOrigin)),
      [],
      "the browser never calls the backend"
    )
    assert.ok(
      requested.some((u) => new URL(u).pathname.startsWith("/api/transporters/1601")),
      "quotes came through the storefront route"
    )
    assert.deepEqual(problems, [])
  } finally {
    await close()
  }
})

test("with a line in the browser cart, the total is products + delivery (mobile)", async () => {
  const cart = [{ productId: "p_demo", combinationId: null, unitPrice: 2500, quantity: 2, name: "Démo", image: null, attributes: null }]
  const { page, problems, close } = await openPage(browser, { cart })
  try {
    await page.goto(`${BASE}/checkout/cart/view`, { waitUntil: "networkidle" })
    await page.waitForFunction(() => document.querySelector('[data-testid="summary-products"]')?.textContent?.startsWith("5"))
    assert.equal(await text(page.getByTestId("summary-products")), "5 000 DA")
    await chooseCommune(page, 16, 1601)
    const [first] = await backendQuote(1601)
    const offer = first.delivery_types[0]
    await offerRow(page, offer.shipping_option_id).getByTestId("offer-choose").click()
    await page.getByTestId("transporter-chosen").waitFor()
    assert.equal(await text(page.getByTestId("summary-delivery")), price(offer.price))
    assert.equal(await text(page.getByTestId("summary-total")), price(5000 + offer.price))
    await screenshot(page, "storefront-transporters-fr-cart-mobile")
    assert.deepEqual(problems, [])
  } finally {
    await close()
  }
})

test("in Arabic: right to left, Arabic labels, prices in د.ج, and Tamanrasset costs more than Alger", async () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    const cart = await demoCart()
    const P = cart[0].unitPrice
    const { page, problems, close } = await openPage(browser, { viewport, cart })
    const size = viewport.width < 600 ? "mobile" : "desktop"
    try {
      await page.goto(`${BASE}/ar/checkout/cart/view`, { waitUntil: "networkidle" })
      assert.equal(await page.getAttribute("html", "dir"), "rtl")
      assert.equal(await text(page.getByTestId("transporter-prompt")), "اختر البلدية أولًا")
      await chooseCommune(page, 16, 1601)
      assert.equal(await page.getByTestId("commune-select").locator("option:checked").textContent(), "الجزائر الوسطى")
      const alger = await backendQuote(1601)
      const yalidineAlger = alger.find((t) => t.code === "yalidine")
      const algerHome = homeOf(yalidineAlger)
      const row = offerRow(page, algerHome.shipping_option_id)
      assert.equal(await text(row.getByTestId("offer-price")), price(algerHome.price, "د.ج"))
      assert.equal(await text(row.getByTestId("delivery-type")), "التوصيل إلى المنزل")
      await screenshot(page, `storefront-transporters-ar-list-${size}`)

      // a desk reads in Arabic: its name and address as the merchant translated them (the demo's desks are)
      const algerDesk = deskOf(yalidineAlger)
      const deskRow = offerRow(page, algerDesk.shipping_option_id)
      assert.match(await text(deskRow.getByTestId("stop-desk-select")), /Yalidine الجزائر الوسطى.*Yalidine باب الزوار/)
      await deskRow.getByTestId("offer-choose").click()
      const chosenDesk = page.getByTestId("chosen-desk").locator("p")
      assert.equal(await text(chosenDesk.nth(0)), "Yalidine الجزائر الوسطى")
      assert.equal(await text(chosenDesk.nth(1)), "12 شارع ديدوش مراد، الجزائر الوسطى")
      await screenshot(page, `storefront-transporters-ar-desk-${size}`)

      await chooseCommune(page, 11, 1101)
      const tam = await backendQuote(1101)
      const tamHome = homeOf(tam.find((t) => t.code === "yalidine"))
      const tamText = await text(offerRow(page, tamHome.shipping_option_id).getByTestId("offer-price"))
      assert.equal(tamText, price(tamHome.price, "د.ج"))
      assert.ok(tamHome.price > algerHome.price, `Tamanrasset ${tamHome.price} > Alger ${algerHome.price}`)

      await offerRow(page, tamHome.shipping_option_id).getByTestId("offer-choose").click()
      await page.getByTestId("transporter-chosen").waitFor()
      assert.equal(await text(page.getByTestId("summary-total")), price(P + tamHome.price, "د.ج"))
      // Drawn right to left, the number must still read as itself (1 500, not 500 1).
      assert.equal(await digitsOnScreen(page.getByTestId("summary-total")), String(P + tamHome.price))
      await screenshot(page, `storefront-transporters-ar-chosen-${size}`)
      assert.deepEqual(problems, [])
    } finally {
      await close()
    }
  }
})

test("without JavaScript: ?wilaya=&commune= lists the transporters, a choice and its removal are GET forms", async () => {
  const { page, close } = await openPage(browser, { javaScriptEnabled: false })
  try {
    await page.goto(`${BASE}/checkout/cart/view?wilaya=16`)
    await page.getByTestId("commune-select").selectOption("1601")
    await Promise.all([page.waitForURL(/commune=1601/), page.getByTestId("show-transporters").click()])
    const quote = await backendQuote(1601)
    const home = homeOf(quote[0]) ?? quote[0].delivery_types[0]
    assert.equal(await text(offerRow(page, home.shipping_option_id).getByTestId("offer-price")), price(home.price))
    await Promise.all([page.waitForURL(/option=/), offerRow(page, home.shipping_option_id).getByTestId("offer-choose").click()])
    assert.equal(await page.getByTestId("transporter-list").count(), 0)
    assert.equal(await page.getByTestId("choice-shipping_option_id").inputValue(), home.shipping_option_id)
    assert.equal(await text(page.getByTestId("summary-delivery")), price(home.price))
    // the cart is in the browser's storage: without JavaScript the page says so rather than "empty" or 0 DA
    assert.equal(await page.getByTestId("order-summary").getAttribute("aria-busy"), "true")
    assert.match(await text(page.getByTestId("summary-needs-js")), /activez JavaScript/)
    assert.equal(await page.getByTestId("cart-empty").count(), 0)
    await screenshot(page, "storefront-transporters-fr-nojs-chosen")
    await Promise.all([page.waitForURL((u) => !u.search.includes("option=")), page.getByTestId("transporter-remove").click()])
    await page.getByTestId("transporter-list").waitFor()
  } finally {
    await close()
  }
})

test("the storefront's quote route answers no-store, and 404 for a commune nobody serves", async () => {
  const ok = await fetch(`${BASE}/api/transporters/1601`)
  assert.equal(ok.status, 200)
  assert.equal(ok.headers.get("cache-control"), "no-store")
  const body = await ok.json()
  assert.equal(body.commune, 1601)
  assert.deepEqual(
    body.transporters.map((t) => t.id),
    (await backendQuote(1601)).map((t) => t.id)
  )
  const none = await fetch(`${BASE}/api/transporters/9999`)
  assert.equal(none.status, 404)
  assert.equal(none.headers.get("cache-control"), "no-store")
  assert.equal((await none.json()).problem, "not_served")
})

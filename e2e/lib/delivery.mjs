// Shared by the transporter journeys: the backend's own quote (the rate table), the shop's price
// format, and a page that records what the browser asked for and any error it met.
export { openPage } from "./browser.mjs"

export const BASE = (process.env.STOREFRONT_URL || "http://localhost:3000").replace(/\/$/, "")
export const BACKEND_URL = process.env.BACKEND_URL || process.env.MEDUSA_BACKEND_URL || "http://localhost:9000"

/** GET /store/communes/:code/transporters straight from the backend, as the rate table prices it. */
export async function backendQuote(commune, backend = BACKEND_URL) {
  const res = await fetch(`${backend}/store/communes/${commune}/transporters`, {
    headers: { "x-publishable-api-key": process.env.MEDUSA_PUBLISHABLE_KEY ?? "" },
  })
  if (!res.ok) throw new Error(`backend quote for ${commune}: ${res.status} ${await res.text()}`)
  return (await res.json()).transporters
}

/** 1234 -> "1 234 DA" (the page writes no-break spaces; `text` below turns them into plain ones). */
export const price = (amount, label = "DA") => `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, " ")} ${label}`

/** An element's text with no-break spaces read as spaces. */
export const text = async (locator) => ((await locator.textContent()) ?? "").replace(/[\u00A0\u202F]/g, " ").trim()

/** Chooses a wilaya then a commune (by value) with JavaScript, and waits for the transporter list. */
export async function chooseCommune(page, wilaya, commune) {
  const select = page.getByTestId("wilaya-select")
  if ((await select.inputValue()) !== String(wilaya)) await select.selectOption(String(wilaya))
  await page.locator(`[data-testid="commune-select"] option[value="${commune}"]`).waitFor({ state: "attached" })
  await page.getByTestId("commune-select").selectOption(String(commune))
  await page.getByTestId("transporter-list").waitFor()
}

/** The offer row of one shipping option on the page. */
export const offerRow = (page, optionId) => page.locator(`[data-testid="delivery-offer"]:has([data-shipping-option-id="${optionId}"])`)

/**
 * The digits of an element in the order they are drawn, left to right. In right-to-left text a plain
 * space would let the browser draw "1 500" as "500 1"; this is what the buyer would actually read.
 */
export const digitsOnScreen = (locator) =>
  locator.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    const drawn = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < node.data.length; i++) {
        if (!/\d/.test(node.data[i])) continue
        const range = document.createRange()
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        drawn.push([range.getBoundingClientRect().x, node.data[i]])
      }
    }
    return drawn
      .sort((a, b) => a[0] - b[0])
      .map(([, d]) => d)
      .join("")
  })

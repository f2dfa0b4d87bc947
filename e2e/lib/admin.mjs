// The admin journeys' shared start: the backend address, the demo staff login, and a logged-in page.
export const BACKEND = (process.env.BACKEND_URL || "http://localhost:9000").replace(/\/$/, "")
export const EMAIL = process.env.ADMIN_EMAIL || "admin@dz-shop.local"
const PASSWORD = process.env.ADMIN_PASSWORD || "dzshop-admin"

/**
 * A browser context logged in to /app as the demo admin (or `email`/`password`: a demo staff
 * login), the dashboard in `lang` (its `lng` cookie). The context's `request` calls the admin API
 * with the same session cookie.
 */
export async function adminLogin(browser, { lang = "fr", viewport = { width: 1280, height: 900 }, email = EMAIL, password = PASSWORD } = {}) {
  const context = await browser.newContext({ viewport })
  await context.addCookies([{ name: "lng", value: lang, url: BACKEND }])
  const page = await context.newPage()
  await page.goto(`${BACKEND}/app/login`)
  await page.fill('input[name="email"]', email)
  await page.fill('input[name="password"]', password)
  await page.click('button[type="submit"]')
  await page.waitForURL((url) => !url.pathname.endsWith("/login"), { timeout: 30_000 })
  return { context, page }
}

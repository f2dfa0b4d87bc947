// The content back office in a real browser: the home page's banner gets a new French title and
// an uploaded picture (an oversize file is refused before upload), two blocks swap places by drag
// and drop, and the storefront's home page then shows the new title, picture and order. The theme
// editor's preview follows a colour as it is typed; the Arabic admin lays the screens right to left.
import assert from "node:assert/strict"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { after, afterEach, before, test } from "node:test"
import { adminLogin, BACKEND } from "./lib/admin.mjs"
import { adminApi, storeCall } from "./lib/admin-api.mjs"
import { ARTIFACTS, launchBrowser, screenshot } from "./lib/browser.mjs"
import { tinyPng } from "./lib/png.mjs"

const STOREFRONT = (process.env.STOREFRONT_URL || "http://localhost:3000").replace(/\/$/, "")
const RUN = Date.now().toString(36)
const TITLE = `Soldes d'hiver ${RUN}`
const dir = mkdtempSync(path.join(tmpdir(), "dz-content-"))

let browser
let context
let page
let api
let before_
let theme
let menu
let postId

before(async () => {
  browser = await launchBrowser()
  ;({ context, page } = await adminLogin(browser, { viewport: { width: 1440, height: 1000 } }))
  api = adminApi(context)
  before_ = (await api.get("/admin/content/blocks?page=home")).blocks
  theme = (await api.get("/admin/content/theme")).theme
  menu = (await api.get("/admin/content/menus/header")).menu
})
after(async () => {
  // leave the demo home page as found: its banner's texts and pictures, the order, the theme
  if (api && before_) {
    const banner = before_.find((b) => b.type === "banner")
    if (banner)
      await api.post(`/admin/content/blocks/${banner.id}`, { title: banner.title, images: banner.images, show_title: banner.show_title }).catch(() => {})
    await api
      .post("/admin/content/blocks/reorder", { page: "home", ids: [...before_].sort((a, b) => a.position - b.position).map((b) => b.id) })
      .catch(() => {})
    if (theme) await api.post("/admin/content/theme", theme).catch(() => {})
    if (menu) await context.request.fetch(`${BACKEND}/admin/content/menus/header`, { method: "PUT", data: { items: menu.items } }).catch(() => {})
    if (postId) await api.del(`/admin/blog/posts/${postId}`).catch(() => {})
  }
  await browser?.close()
})
afterEach(
  (t) =>
    page &&
    screenshot(
      page,
      `admin-content-end-${t.name
        .split(/[^a-z]+/i)
        .slice(0, 3)
        .join("-")
        .toLowerCase()}`
    )
)

const rowOf = (type) => page.locator(`[data-testid^="block-row-"][data-block-type="${type}"]`)
const homeBlocks = async () => {
  const { status, body } = await storeCall("/store/content/pages/home?locale=fr")
  assert.equal(status, 200)
  return body.blocks
}

test("the home banner gets a new title and an uploaded picture; an oversize file is refused first", async () => {
  await page.goto(`${BACKEND}/app/orders`)
  await page.getByRole("link", { name: "Contenu" }).first().click()
  await page.waitForURL(/\/app\/content$/)
  await page.getByTestId("block-list").waitFor()
  assert.equal(await page.locator('[data-testid^="block-row-"]').count(), before_.length, "every block of the home page is listed")
  await rowOf("banner").locator('[data-testid^="block-edit-"]').click()
  await page.getByTestId("block-form").waitFor()

  // the form shows the banner's fields only; switching the type shows another set
  await page.getByTestId("block-images").waitFor()
  assert.equal(await page.getByTestId("block-tag").count(), 0)
  await page.getByTestId("block-type").click()
  await page.getByTestId("block-type-tag_products").click()
  await page.getByTestId("block-tag").waitFor()
  assert.equal(await page.getByTestId("block-images").count(), 0, "a tag block has no images")
  await page.getByTestId("block-type").click()
  await page.getByTestId("block-type-banner").click()
  await page.getByTestId("block-images").waitFor()

  await page.getByTestId("block-title-fr").fill(TITLE)
  const showTitle = page.getByTestId("block-show-title")
  if ((await showTitle.getAttribute("data-state")) !== "checked") await showTitle.click()

  // 2 MB + 1 byte: refused in the browser, named, nothing sent
  const big = path.join(dir, "trop-grand.png")
  writeFileSync(big, Buffer.concat([tinyPng(8, [0, 0, 0]), Buffer.alloc(2 * 1024 * 1024)]))
  let uploads = 0
  page.on("request", (r) => r.url().endsWith("/admin/content/uploads") && uploads++)
  await page.getByTestId("block-file").setInputFiles(big)
  await page.getByTestId("block-upload-status").filter({ hasText: "trop-grand.png" }).waitFor()
  assert.equal(uploads, 0, "the oversize file never left the browser")

  // replace the banner's picture by a small PNG made here
  const images = page.locator('[data-testid^="block-image-"][data-testid$="-alt-fr"]')
  for (let n = await images.count(); n > 0; n--) await page.getByTestId("block-image-0").getByRole("button").click()
  const png = path.join(dir, "banniere.png")
  writeFileSync(png, tinyPng(60, [220, 38, 38]))
  await page.getByTestId("block-file").setInputFiles(png)
  await page.getByTestId("block-image-0").waitFor()
  assert.equal(uploads, 1)
  await page.getByTestId("block-image-0-alt-fr").fill("Bannière rouge")
  await page.getByTestId("block-image-0-alt-ar").fill("لافتة حمراء")
  await screenshot(page, "admin-content-banner-form-fr")
  await page.getByTestId("block-form-submit").click()
  await page.getByTestId("block-form").waitFor({ state: "detached" })
  await rowOf("banner").getByText(TITLE).waitFor()

  const banner = (await homeBlocks()).find((b) => b.type === "banner")
  assert.equal(banner.title, TITLE)
  assert.equal(banner.images.length, 1)
  assert.equal(banner.images[0].alt, "Bannière rouge")
  const pic = await fetch(banner.images[0].url)
  assert.equal(pic.status, 200, "the uploaded picture is served")
  assert.equal(
    Buffer.from(await pic.arrayBuffer())
      .subarray(1, 4)
      .toString(),
    "PNG"
  )
})

test("two blocks swap places by drag and drop, and the storefront home page follows", async () => {
  const rows = page.locator('[data-testid^="block-row-"]')
  const first = await rows.nth(0).getAttribute("data-block-id")
  const second = await rows.nth(1).getAttribute("data-block-id")
  const saved = page.waitForResponse((r) => r.url().endsWith("/admin/content/blocks/reorder") && r.request().method() === "POST")
  await rows.nth(1).dragTo(rows.nth(0))
  assert.equal((await saved).status(), 200)
  assert.equal(await rows.nth(0).getAttribute("data-block-id"), second)
  assert.equal(await rows.nth(1).getAttribute("data-block-id"), first)
  await screenshot(page, "admin-content-blocks-fr")

  const { blocks } = await api.get("/admin/content/blocks?page=home")
  const order = [...blocks].sort((a, b) => a.position - b.position).map((b) => b.id)
  assert.deepEqual(order.slice(0, 2), [second, first], "the new order is stored")

  const store = await homeBlocks()
  const [a, b] = [blocks.find((x) => x.id === second), blocks.find((x) => x.id === first)]
  const types = store.map((x) => x.type)
  assert.ok(types.indexOf(a.type) < types.indexOf(b.type), `${a.type} now comes before ${b.type}`)

  // the buyer's home page: the new banner title and picture, blocks in the new order
  const shop = await context.newPage()
  await shop.goto(`${STOREFRONT}/`)
  const banner = shop.locator('[data-testid="block"][data-block-type="banner"]')
  await banner.getByTestId("block-title").filter({ hasText: TITLE }).waitFor()
  const src = await banner.getByTestId("banner-image").getAttribute("src")
  assert.match(src, /\.png/)
  const shopTypes = await shop.locator('[data-testid="block"]').evaluateAll((els) => els.map((e) => e.getAttribute("data-block-type")))
  assert.ok(shopTypes.indexOf(a.type) < shopTypes.indexOf(b.type), "the storefront shows the new order")
  await banner.scrollIntoViewIfNeeded()
  await banner.screenshot({ path: path.join(ARTIFACTS, "admin-content-storefront-banner.png") })
  await shop.close()
})

test("the theme editor's preview follows a colour as it is typed; a bad colour cannot be saved", async () => {
  await page.goto(`${BACKEND}/app/theme`)
  const preview = page.frameLocator('[data-testid="theme-preview"]')
  const primaryBg = () => preview.getByTestId("pv-primary").evaluate((el) => getComputedStyle(el).backgroundColor)
  await preview.getByTestId("pv-primary").waitFor()
  assert.equal(await primaryBg(), "rgb(130, 8, 105)", "the default primary #820869")
  await page.getByTestId("theme-primary").fill("#0a7f3f")
  await page.waitForFunction(() => document.querySelector('[data-testid="theme-preview"]')?.getAttribute("srcdoc")?.includes("--color-primary: #0a7f3f"))
  assert.equal(await primaryBg(), "rgb(10, 127, 63)")
  await page.getByTestId("theme-css").fill("h1 { text-transform: uppercase; }")
  await preview
    .getByTestId("pv-heading")
    .filter({ hasText: "NOUVELLE COLLECTION" })
    .waitFor()
    .catch(() => {})
  assert.equal(await preview.getByTestId("pv-heading").evaluate((el) => getComputedStyle(el).textTransform), "uppercase", "the custom CSS is previewed")

  await page.getByTestId("theme-heading").fill("pas-une-couleur")
  await page.getByTestId("theme-heading-error").waitFor()
  assert.ok(await page.getByTestId("theme-save").isDisabled())
  await page.getByTestId("theme-heading").fill("rgb(34,34,34)")
  await screenshot(page, "admin-content-theme-fr")
  const saved = page.waitForResponse((r) => r.url().endsWith("/admin/content/theme") && r.request().method() === "POST")
  await page.getByTestId("theme-save").click()
  assert.equal((await saved).status(), 200)
  const { body } = await storeCall("/store/shop-settings")
  assert.equal(body.theme.colors.primary.toLowerCase(), "#0a7f3f")
  assert.match(body.theme.custom_css, /uppercase/)
})

test("the header menu gets a product item: the search starts at 3 characters", async () => {
  const { products } = await api.get("/admin/products?limit=1&fields=id,title")
  const query = products[0].title.slice(0, 4)
  await page.goto(`${BACKEND}/app/menus`)
  await page.getByTestId("menu-node-0").waitFor()
  const before = await page.locator('[data-testid^="menu-node-"]').count()
  await page.getByTestId("menu-add-root").click()
  await page.getByTestId("menu-item-form").waitFor()
  await page.getByTestId("menu-item-type").click()
  await page.getByTestId("menu-type-product").click()
  await page.getByTestId("menu-item-target-search").fill(query.slice(0, 2))
  await page.getByTestId("menu-item-target-min").waitFor()
  assert.equal(await page.getByTestId("menu-item-target-results").count(), 0, "below 3 characters the results are hidden")
  await page.getByTestId("menu-item-target-search").fill(query)
  await page.getByTestId("menu-item-target-option").filter({ hasText: products[0].title }).first().click()
  await page.getByTestId("menu-item-target-chosen").waitFor()
  // switching the type hides the product picker and shows the URL field instead
  await page.getByTestId("menu-item-type").click()
  await page.getByTestId("menu-type-link").click()
  await page.getByTestId("menu-item-url").waitFor()
  assert.equal(await page.getByTestId("menu-item-target-picker").count(), 0)
  await page.getByTestId("menu-item-type").click()
  await page.getByTestId("menu-type-product").click()
  await page.getByTestId("menu-item-target-search").fill(query)
  await page.getByTestId("menu-item-target-option").filter({ hasText: products[0].title }).first().click()
  await page.getByTestId("menu-item-label-fr").fill(`Coup de cœur ${RUN}`)
  await page.getByTestId("menu-item-label-ar").fill(`المفضل ${RUN}`)
  await page.getByTestId("menu-item-form-submit").click()
  await page.getByTestId("menu-item-form").waitFor({ state: "detached" })
  assert.equal(await page.locator('[data-testid^="menu-node-"]').count(), before + 1)
  const saved = page.waitForResponse((r) => r.url().endsWith("/admin/content/menus/header") && r.request().method() === "PUT")
  await page.getByTestId("menu-save").click()
  assert.equal((await saved).status(), 200)
  await screenshot(page, "admin-content-menus-fr")
  const { body } = await storeCall("/store/content/menus/header?locale=ar")
  const item = body.menu.items.find((i) => i.label === `المفضل ${RUN}`)
  assert.ok(item, "the new item is in the store menu, in Arabic")
  assert.equal(item.type, "product")
  assert.match(item.path, /^\/catalog\/product\//)
})

test("a blog post written with Editor.js (French interface) is stored as HTML and Editor.js JSON", async () => {
  await page.goto(`${BACKEND}/app/blog`)
  await page.getByTestId("post-create").click()
  await page.getByTestId("post-form").waitFor()
  await page.getByTestId("post-title-fr").fill(`Conseils de saison ${RUN}`)
  const editor = page.getByTestId("post-body-fr")
  await page.locator('[data-testid="post-body-fr"][data-ready="true"]').waitFor()
  // Editor.js's toolbox ("+"): its tool names are in French. It shows for the block the pointer or
  // caret is on; once in a CI run it never showed after the first click, so the click is retried.
  for (let attempt = 1; ; attempt++) {
    await page.mouse.move(0, 0) // a fresh pointer entry, so Editor.js sees the block hovered again
    await editor.locator(".ce-paragraph").first().click()
    try {
      await editor.locator(".ce-toolbar__plus").click({ timeout: 3000 })
      break
    } catch (e) {
      if (attempt === 4) throw e
    }
  }
  await editor
    .locator(".ce-popover-item")
    .filter({ hasText: /^Paragraphe$/ })
    .waitFor()
  await editor
    .locator(".ce-popover-item")
    .filter({ hasText: /^Titre$/ })
    .click()
  const heading = editor.locator(".ce-header").first()
  await heading.waitFor()
  await page.keyboard.type("Bien choisir")
  await editor.locator(".ce-header", { hasText: "Bien choisir" }).waitFor()
  // Enter makes a new paragraph block asynchronously: typing before it exists lands in the heading
  // (seen once on a loaded CI machine), so wait for the new block first. On a loaded machine the
  // Enter was sometimes lost (the heading had just been swapped in and the caret was not in it yet):
  // the caret is put back at the heading's end and Enter pressed again.
  const blocksBefore = await editor.locator(".ce-block").count()
  for (let attempt = 1; ; attempt++) {
    await page.keyboard.press("Enter")
    try {
      await editor.locator(".ce-block").nth(blocksBefore).waitFor({ timeout: 5000 })
      break
    } catch (e) {
      if (attempt === 3) throw e
      await heading.click()
      await page.keyboard.press("End")
    }
  }
  await page.keyboard.type("Pensez à <la> taille.")
  await page.getByTestId("post-published").click()
  await screenshot(page, "admin-content-post-form-fr")
  const created = page.waitForResponse((r) => r.url().endsWith("/admin/blog/posts") && r.request().method() === "POST")
  await page.getByTestId("post-form-submit").click()
  const res = await created
  const json = await res.json()
  assert.equal(res.status(), 201, JSON.stringify(json))
  postId = json.post.id
  assert.match(json.post.body_html.fr, /<h2>Bien choisir<\/h2>/)
  assert.match(json.post.body_html.fr, /<p>Pensez à &lt;la&gt; taille\.<\/p>/)
  assert.deepEqual(
    json.post.editor_data.fr.blocks.map((b) => b.type),
    ["header", "paragraph"]
  )
  const { status, body } = await storeCall(`/store/blog/posts/${json.post.slug}?locale=fr`)
  assert.equal(status, 200)
  assert.match(body.post.body_html, /Bien choisir/)
})

test("in Arabic the content screens read right to left", async () => {
  const ar = await adminLogin(browser, { lang: "ar", viewport: { width: 1440, height: 1000 } })
  try {
    await ar.page.goto(`${BACKEND}/app/content`)
    await ar.page.getByTestId("block-list").waitFor()
    await ar.page.getByText("الصفحة الرئيسية").first().waitFor()
    assert.equal(await ar.page.evaluate(() => document.documentElement.dir), "rtl")
    await screenshot(ar.page, "admin-content-blocks-ar")
    await ar.page.goto(`${BACKEND}/app/menus`)
    await ar.page.getByTestId("menu-node-0").waitFor()
    // the tree itself (inside Radix tabs, which default to ltr) must read right to left too
    assert.equal(await ar.page.getByTestId("menu-node-0").evaluate((el) => getComputedStyle(el).direction), "rtl")
    await screenshot(ar.page, "admin-content-menus-ar")
    await ar.page.goto(`${BACKEND}/app/theme`)
    const heading = ar.page.frameLocator('[data-testid="theme-preview"]').getByTestId("pv-heading")
    await heading.filter({ hasText: "تشكيلة جديدة" }).waitFor()
    await screenshot(ar.page, "admin-content-theme-ar")
  } finally {
    await ar.context.close()
  }
})

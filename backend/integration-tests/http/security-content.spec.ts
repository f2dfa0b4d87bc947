import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import { existsSync } from "node:fs"
import path from "node:path"
import type { NotAllowedAnswer } from "@shop/contracts/staff-roles"
import { DEMO_STAFF } from "../../src/scripts/seed/staff-users"
import { adminHeaders, attempt, runSeed, type Api } from "../helpers"
import { multipart, PNG, type Upload } from "../upload-helpers"

jest.setTimeout(300 * 1000)

type Headers = { headers: Record<string, string> }

const MB2 = 2 * 1024 * 1024
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.domain)</script></svg>')
/** A PNG of exactly `size` bytes (its header, then padding). */
const pngOf = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)])

/** Issue 17 item 4: staff HTML stored inert, uploads images only, served inert. */
medusaIntegrationTestRunner({
  testSuite: ({ api: untyped, getContainer }) => {
    const api = untyped as Api
    let admin: Headers
    beforeAll(async () => {
      await runSeed(getContainer(), { catalog: false })
    })
    beforeEach(async () => {
      admin = await adminHeaders(api)
    })

    const upload = (route: string, files: Upload[], field?: string) => {
      const m = multipart(files, field)
      // a success has `files`; a refusal `{type, code, field, file, message}`
      return attempt(
        api.post<{ files: Array<{ url: string; id?: string }>; message?: string }>(route, m.body, { headers: { ...admin.headers, "content-type": m.type } })
      )
    }
    const pathOf = (url: string) => new URL(url).pathname

    it("Medusa's media upload refuses an SVG with a script, HTML renamed .png, and sizes over 2 MB, naming the field", async () => {
      const svg = await upload("/admin/uploads", [{ name: "logo.svg", type: "image/svg+xml", content: SVG }])
      expect(svg.status).toBe(400)
      expect(svg.data).toMatchObject({ code: "not_an_image", field: "files", file: "logo.svg" })
      expect(svg.data.message).toMatch(/^Invalid files: logo\.svg/)

      const html = await upload("/admin/uploads", [{ name: "photo.png", type: "image/png", content: Buffer.from("<html><script>alert(1)</script></html>") }])
      expect(html.status).toBe(400)
      expect(html.data).toMatchObject({ code: "not_an_image", field: "files" })

      const exact = await upload("/admin/uploads", [{ name: "big.png", type: "image/png", content: pngOf(MB2) }])
      expect(exact.status).toBe(200)
      const over = await upload("/admin/uploads", [{ name: "bigger.png", type: "image/png", content: pngOf(MB2 + 1) }])
      expect(over.status).toBe(413)
      expect(over.data).toMatchObject({ code: "image_too_large", field: "files", file: "bigger.png" })

      // a refused batch stores nothing: the good file beside the SVG is not kept either
      const mixed = await upload("/admin/uploads", [
        { name: "ok.png", type: "image/png", content: PNG },
        { name: "x.svg", type: "image/svg+xml", content: SVG },
      ])
      expect(mixed.status).toBe(400)
    })

    it("stores a PNG renamed .svg as the PNG it is, and serves uploads inert", async () => {
      const res = await upload("/admin/uploads", [{ name: "sneaky.svg", type: "image/svg+xml", content: PNG }])
      expect(res.status).toBe(200)
      const url = res.data.files[0].url
      expect(url).toMatch(/sneaky\.png$/)
      const served = await api.get<string>(pathOf(url))
      expect(served.status).toBe(200)
      expect(served.headers["content-type"]).toBe("image/png")
      expect(served.headers["x-content-type-options"]).toBe("nosniff")
      expect(served.headers["content-disposition"]).toMatch(/^inline; filename="\d+-sneaky\.png"/)

      const content = await upload("/admin/content/uploads", [{ name: "banner.png", type: "image/png", content: PNG }])
      expect(content.status).toBe(201)
      const banner = await api.get(pathOf(content.data.files[0].url))
      expect(banner.headers["x-content-type-options"]).toBe("nosniff")
      expect(banner.headers["content-disposition"]).toMatch(/^inline; filename=".*banner\.png"/)

      const contentSvg = await upload("/admin/content/uploads", [{ name: "x.svg", type: "image/svg+xml", content: SVG }])
      expect(contentSvg.status).toBe(400)
      expect(contentSvg.data).toMatchObject({ code: "not_an_image", field: "files" })
      // an SVG the shop stored itself (the demo's pictures and banners, written by the seed through the
      // file module) is shown as an image, under a CSP that lets nothing in it run or load
      const [stored] = await getContainer()
        .resolve(Modules.FILE)
        .createFiles([{ filename: "demo-banner.svg", mimeType: "image/svg+xml", content: SVG.toString("base64"), access: "public" }])
      const svg = await api.get<string>(pathOf(stored.url))
      expect(svg.headers["content-type"]).toMatch(/^image\/svg\+xml/)
      expect(svg.headers["content-disposition"]).toMatch(/^inline;/)
      expect(svg.headers["content-security-policy"]).toMatch(/default-src 'none'.*sandbox/)
      expect(svg.headers["x-content-type-options"]).toBe("nosniff")
      const outside = await attempt(api.get("/static/..%2f..%2fpackage.json"))
      expect(outside.status).toBe(404)
    })

    it("keeps exports private: never in Medusa's public static folder, downloaded only by staff who read reports", async () => {
      const csv = "display_id,phone\n1,0550123456\n"
      const [file] = await getContainer()
        .resolve(Modules.FILE)
        .createFiles([{ filename: "order-exports.csv", mimeType: "text/csv", content: Buffer.from(csv).toString("base64"), access: "private" }])
      const url = pathOf(file.url)
      expect(url).toMatch(/^\/static\/private-\d+-order-exports\.csv$/)
      // Medusa serves `static/` to anyone before any middleware: the file is not there
      expect(existsSync(path.join(process.cwd(), "static", path.basename(url)))).toBe(false)
      expect(existsSync(path.join(String(process.env.PRIVATE_UPLOAD_DIR), path.basename(url)))).toBe(true)

      // anonymous, a made-up token, a header claiming a proxy: 401
      const attempts: Record<string, string>[] = [{}, { authorization: "Bearer not-a-token" }, { "x-forwarded-for": "127.0.0.1", cookie: "connect.sid=forged" }]
      for (const headers of attempts) {
        const anonymous = await attempt(api.get(url, { headers }))
        expect([JSON.stringify(headers), anonymous.status]).toEqual([JSON.stringify(headers), 401])
        expect(JSON.stringify(anonymous.data)).not.toContain("0550123456")
      }
      // the owner downloads it, as an attachment nobody caches
      const got = await api.get<string>(url, admin)
      expect(got.status).toBe(200)
      expect(got.data).toBe(csv)
      expect(got.headers["content-type"]).toMatch(/^text\/csv/)
      expect(got.headers["content-disposition"]).toMatch(/^attachment; filename="private-\d+-order-exports\.csv"/)
      expect(got.headers["cache-control"]).toBe("private, no-store")
      expect(got.headers["x-content-type-options"]).toBe("nosniff")
      // roles: the accountant reads reports, the agent and the warehouse do not (403 naming the permission)
      for (const staff of DEMO_STAFF) {
        const { data } = await api.post<{ token: string }>("/auth/user/emailpass", { email: staff.email, password: staff.password })
        const res = await attempt(api.get(url, { headers: { authorization: `Bearer ${data.token}` } }))
        if (staff.role === "accountant") expect([staff.role, res.status]).toEqual([staff.role, 200])
        else expect([staff.role, res.status, (res.data as NotAllowedAnswer).permission]).toEqual([staff.role, 403, "reports.read"])
      }
      // an unknown private file, and one outside the folder
      expect((await attempt(api.get("/static/private-1-nothing.csv", admin))).status).toBe(404)
      expect((await attempt(api.get("/static/private-..%2f..%2fpackage.json", admin))).status).toBe(404)
    })

    it("stores content blocks, posts and pages inert, whatever HTML or Editor.js data is sent", async () => {
      const vectors = '<img/src=x/onerror=alert(1)><a href="&#x6A;avascript:alert(1)">a</a><p style="background:url(javascript:x)">p</p><svg/onload=alert(1)>'
      const block = await attempt(
        api.post<{ block: { id: string; html: Record<string, string>; editor_data: Record<string, unknown> } }>(
          "/admin/content/blocks",
          {
            page: "t-sec",
            type: "html_block",
            html: { fr: vectors, ar: "<p>ok</p>" },
            editor_data: {
              ar: {
                blocks: [
                  { type: "paragraph", data: { text: "مرحبا <img src=x onerror=alert(1)>" } },
                  { type: "raw", data: { html: "<script>x</script>" } },
                ],
              },
            },
          },
          admin
        )
      )
      expect(block.status).toBe(201)
      const stored = JSON.stringify(block.data.block)
      // no handler attribute, script, svg or unsafe URL ("x/onerror=alert(1)" left is a harmless relative path)
      expect(stored).not.toMatch(/\son[a-z]+=|javascript|<svg|<script|url\(/i)
      expect(block.data.block.html.fr).toBe('<img src="x/onerror=alert(1)" /><a>a</a><p>p</p>')
      expect(block.data.block.html.ar).toBe("<p>مرحبا </p>")
      expect(block.data.block.editor_data.ar).toEqual({ blocks: [{ type: "paragraph", data: { text: "مرحبا " } }] })

      const bad = await attempt(api.post("/admin/content/blocks", { page: "t-sec", type: "html_block", editor_data: { fr: { blocks: "no" } } }, admin))
      expect(bad.status).toBe(400)
      expect((bad.data as { message: string }).message).toMatch(/editor_data\.fr/)

      const page = await attempt(
        api.post<{ page: { body_html: Record<string, string> } }>("/admin/cms-pages", { title: { fr: "P" }, body_html: { fr: vectors } }, admin)
      )
      expect(page.status).toBe(201)
      expect(JSON.stringify(page.data.page.body_html)).not.toMatch(/\son[a-z]+=|javascript|<svg/i)
    })

    it("cleans product descriptions and subtitles written through Medusa's product routes", async () => {
      const created = await attempt(
        api.post<{ product: { id: string; description: string; subtitle: string } }>(
          "/admin/products",
          {
            title: "Sac",
            subtitle: "<b>Cuir</b><img src=x onerror=alert(1)>",
            description: "<p>Beau sac</p><svg/onload=alert(1)><script>alert(1)</script>",
            options: [{ title: "Taille", values: ["M"] }],
            variants: [{ title: "M", options: { Taille: "M" }, prices: [{ currency_code: "dzd", amount: 1000 }] }],
          },
          admin
        )
      )
      expect(created.status).toBe(200)
      expect(created.data.product.description).toBe("<p>Beau sac</p>")
      expect(created.data.product.subtitle).toBe('<b>Cuir</b><img src="x" />')
      const updated = await api.post<{ product: { description: string } }>(
        `/admin/products/${created.data.product.id}`,
        { description: '<p onclick="x()">Neuf</p><a href="javascript:alert(1)">l</a>' },
        admin
      )
      expect(updated.data.product.description).toBe("<p>Neuf</p><a>l</a>")

      // the English and Arabic texts are Medusa translations: same policy, on create and on update by id
      const id = created.data.product.id
      const made = await attempt(
        api.post<{ created: Array<{ id: string; translations: Record<string, string> }> }>(
          "/admin/translations/batch",
          {
            create: [
              {
                reference: "product",
                reference_id: id,
                locale_code: "en-US",
                translations: { title: "Bag", description: "<p>Nice</p><img src=x onerror=alert(1)>" },
              },
            ],
          },
          admin
        )
      )
      expect(made.status).toBe(200)
      expect(made.data.created[0].translations.description).toBe('<p>Nice</p><img src="x" />')
      const edited = await attempt(
        api.post<{ updated: Array<{ translations: Record<string, string> }> }>(
          "/admin/translations/batch",
          { update: [{ id: made.data.created[0].id, translations: { title: "Bag", description: "<p>New</p><svg/onload=alert(1)>" } }] },
          admin
        )
      )
      expect(edited.status).toBe(200)
      expect(edited.data.updated[0].translations.description).toBe("<p>New</p>")
    })
  },
})

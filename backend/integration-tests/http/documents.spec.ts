import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { execFileSync } from "child_process"
import { mkdirSync, readFileSync, writeFileSync } from "fs"
import path from "path"
import { deflateSync } from "zlib"
import { DEMO_STAFF } from "../../src/scripts/seed/staff-users"
import { adminHeaders, attempt, runSeed, type ErrorAnswer } from "../helpers"
import { codClient, form } from "../cod-helpers"
import { multipart } from "../upload-helpers"

jest.setTimeout(300 * 1000)

type Headers = { headers: Record<string, string> }
type PdfAnswer = { status: number; data: ArrayBuffer; headers: Record<string, string> }

/** Where the pages are left to be looked at (artifacts/ is the test run's output, kept by CI). */
const OUT = path.resolve(__dirname, "../../../artifacts/documents")
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ")

/** The text of a PDF as poppler reads it (each page's words; Arabic comes out in drawing order). */
const pdfText = (file: string) => plain(execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" }))

/** Renders every page to PNG (kept) and to a small grey map (read here): the share of inked pixels of each page. */
function renderPages(file: string): { pngs: string[]; ink: number[] } {
  const base = file.replace(/\.pdf$/, "")
  execFileSync("pdftoppm", ["-r", "80", "-png", file, base])
  execFileSync("pdftoppm", ["-r", "20", "-gray", file, `${base}-grey`])
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))?.[1] ?? 0)
  const pad = String(pages).length
  const pngs: string[] = []
  const ink: number[] = []
  for (let p = 1; p <= pages; p++) {
    const n = String(p).padStart(pad, "0")
    pngs.push(`${base}-${n}.png`)
    // a PGM: "P5\n<w> <h>\n255\n" then one byte per pixel
    const pgm = readFileSync(`${base}-grey-${n}.pgm`)
    const [, w, h] = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 32).toString("latin1"))!.map(Number)
    const pixels = pgm.subarray(pgm.length - w * h)
    ink.push(pixels.filter((v) => v < 200).length / pixels.length)
  }
  return { pngs, ink }
}

/** A real PNG logo, 240 × 80: a blue band with a white square (made here: no picture is shipped with the tests). */
function logoPng(): Buffer {
  const w = 240
  const h = 80
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (b: Buffer) => {
    let c = 0xffffffff
    for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data])
    const out = Buffer.alloc(8 + data.length + 4)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc(body), 8 + data.length)
    return out
  }
  const rows = Buffer.alloc((w * 3 + 1) * h)
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const inSquare = x > 16 && x < 64 && y > 16 && y < 64
      const o = y * (w * 3 + 1) + 1 + x * 3
      rows[o] = inSquare ? 255 : 11
      rows[o + 1] = inSquare ? 255 : 61
      rows[o + 2] = inSquare ? 255 : 145
    }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(w, 0)
  ihdr.writeUInt32BE(h, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(rows)), chunk("IEND", Buffer.alloc(0))])
}

/** HT and VAT of TTC amounts at 19 %, line by line in centimes (the rule of decision 0069, written again here). */
function vatOf(ttcs: number[]) {
  const lines = ttcs.map((ttc) => {
    const c = Math.round(ttc * 100)
    const ht = Math.round(c / 1.19)
    return { ht, vat: c - ht, ttc: c }
  })
  const sum = (k: "ht" | "vat" | "ttc") => lines.reduce((s, l) => s + l[k], 0) / 100
  return { ht: sum("ht"), vat: sum("vat"), ttc: sum("ttc") }
}
/** `1 234,56 DA`, as the documents write amounts (spaces plain after `plain`). */
const da = (n: number) =>
  `${Math.floor(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, " ")},${String(Math.round((n % 1) * 100)).padStart(2, "0")}`

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let key: string
    let owner: Headers
    const cod = codClient(api, getContainer, () => key)
    const login = async (role: string): Promise<Headers> => {
      const who = DEMO_STAFF.find((s) => s.role === role)!
      const { data } = await api.post("/auth/user/emailpass", { email: who.email, password: who.password })
      return { headers: { authorization: `Bearer ${data.token}` } }
    }
    const get = (url: string, h?: Headers): Promise<PdfAnswer> => attempt(api.get(url, { ...(h ?? {}), responseType: "arraybuffer" }))
    const json = (res: PdfAnswer) => JSON.parse(Buffer.from(res.data).toString("utf8")) as ErrorAnswer

    beforeAll(async () => {
      key = (await runSeed(getContainer(), { catalog: false })).publishable_key
      mkdirSync(OUT, { recursive: true })
    })
    beforeEach(async () => {
      owner = await adminHeaders(api)
    })

    it("prints delivery notes, a picking list and invoices of a batch in fr and ar, read back and rendered to PNG", async () => {
      // the shop's name and logo, as the owner sets them in the shop settings
      const upload = multipart([{ name: "logo.png", type: "image/png", content: logoPng() }])
      const uploaded = await api.post("/admin/content/uploads", upload.body, { headers: { ...owner.headers, "content-type": upload.type } })
      expect(uploaded.status).toBe(201)
      await api.post("/admin/content/settings", { shop_name: "Boutique Ténès", logo_url: uploaded.data.files[0].url, contact_phone: "0550 12 34 56" }, owner)

      const phone = await cod.product(owner, { title: "Téléphone Condor", price: 25000 })
      const shoes = await cod.product(owner, { title: "Chaussures de sport", price: 4499.99 })
      const home = await cod.option("yalidine", "home")
      const desk = await cod.option("yalidine", "stop_desk")
      const a = await cod.order(
        form(phone.variant_id, home.id, {
          firstname: "Zoé",
          lastname: "Benali",
          items: [
            { variant_id: phone.variant_id, quantity: 1 },
            { variant_id: shoes.variant_id, quantity: 2 },
          ],
        })
      )
      const { address: _street, ...noStreet } = form(shoes.variant_id, desk.id)
      const b = await cod.order({
        ...noStreet,
        firstname: "Karim",
        lastname: "Saïdi",
        stop_desk_id: desk.desks[0].id,
        items: [{ variant_id: shoes.variant_id, quantity: 1 }],
      })
      expect([a.status, b.status]).toEqual([201, 201])
      const [A, B] = [a.data.order, b.data.order]
      const totalA = Math.round((25000 + 2 * 4499.99 + home.price) * 100) / 100
      const totalB = Math.round((4499.99 + desk.price) * 100) / 100
      expect(A.total).toBeCloseTo(totalA, 2)
      expect(B.total).toBeCloseTo(totalB, 2)
      const ids = `order_id=${A.id}&order_id=${B.id}`

      const files: Record<string, string> = {}
      for (const lang of ["fr", "ar"] as const)
        for (const kind of ["delivery-notes", "picking-list", "invoices"] as const) {
          const res = await get(`/admin/cod/documents/${kind}?${ids}&lang=${lang}`, owner)
          expect([kind, lang, res.status]).toEqual([kind, lang, 200])
          expect(res.headers["content-type"]).toBe("application/pdf")
          expect(res.headers["content-disposition"]).toMatch(/^inline; filename="[a-z-]+-2-\d{4}-\d{2}-\d{2}\.pdf"$/)
          expect(res.headers["cache-control"]).toBe("private, no-store")
          const file = path.join(OUT, `${kind}-${lang}.pdf`)
          writeFileSync(file, Buffer.from(res.data))
          files[`${kind}-${lang}`] = file
          const { pngs, ink } = renderPages(file)
          // one page per order (the picking list: one for the batch), none blank
          expect([kind, lang, pngs.length]).toEqual([kind, lang, kind === "picking-list" ? 1 : 2])
          for (const [i, share] of ink.entries()) expect([kind, lang, i, share > 0.01 && share < 0.6]).toEqual([kind, lang, i, true])
          for (const png of pngs) expect(readFileSync(png).subarray(1, 4).toString()).toBe("PNG")
        }

      // French delivery notes: the shop, the order numbers, the buyers, the courier and the cash to collect
      const notes = pdfText(files["delivery-notes-fr"])
      expect(notes).toContain("Boutique Ténès")
      expect(notes).toContain(`Commande n° ${A.display_id}`)
      expect(notes).toContain(`Commande n° ${B.display_id}`)
      expect(notes).toContain("Zoé Benali")
      expect(notes).toContain("Karim Saïdi")
      expect(notes).toContain("0550")
      expect(notes).toMatch(/Wilaya : 16 - Alger/)
      expect(notes).toContain("Yalidine")
      expect(notes).toContain("Au stop-desk")
      expect(notes).toContain("Montant à encaisser")
      expect(notes).toContain(`${da(totalA)} DA`)
      expect(notes).toContain(`${da(totalB)} DA`)
      expect(notes.indexOf(`Commande n° ${A.display_id}`)).toBeLessThan(notes.indexOf(`Commande n° ${B.display_id}`))

      // picking list: the shoes of both orders on one line, 3 units
      const picking = pdfText(files["picking-list-fr"])
      expect(picking).toMatch(/Chaussures de sport\s+3\s+#\d+ × 2, #\d+/)
      expect(picking).toContain("2 commandes, 4 articles, 2 produits")

      // invoices: HT, VAT and TTC add up to the order's total, line by line rounding included
      const invoices = pdfText(files["invoices-fr"])
      expect(invoices).toContain(`FAC-${String(A.display_id).padStart(6, "0")}`)
      expect(invoices).toContain("TVA 19 %")
      for (const [ttcs, total] of [
        [[25000, 8999.98, home.price], totalA],
        [[4499.99, desk.price], totalB],
      ] as const) {
        const v = vatOf([...ttcs])
        expect(v.ttc).toBeCloseTo(total, 2)
        expect(Math.round(v.ht * 100) + Math.round(v.vat * 100)).toBe(Math.round(total * 100))
        expect(invoices).toMatch(new RegExp(`Total HT\\s+${da(v.ht)} DA`))
        expect(invoices).toMatch(new RegExp(`TVA 19 %\\s+${da(v.vat)} DA`))
        expect(invoices).toMatch(new RegExp(`Total TTC\\s+${da(v.ttc)} DA`))
      }

      // Arabic: the Arabic font is embedded and the amounts, numbers and Arabic words are there
      const arNotes = pdfText(files["delivery-notes-ar"])
      expect(readFileSync(files["delivery-notes-ar"]).toString("latin1")).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansArabic-Bold/)
      expect(arNotes).toContain(`${da(totalA)}`)
      expect(arNotes).toContain(String(A.display_id))
      expect(arNotes).toContain("Zoé Benali")
      // Arabic words are there (poppler reads some letters wrongly back: the font draws their dots apart,
      // and the PDF maps a shared letter body to one letter; the pages below are what to look at)
      expect(arNotes).toMatch(/[\u0621-\u064a]{4,}/)
      const arInvoices = pdfText(files["invoices-ar"])
      expect(arInvoices).toContain(da(vatOf([4499.99, desk.price]).vat))
    })

    it("refuses a request without orders, with too many, in an unknown language or naming unknown orders; staff only", async () => {
      const none = await get("/admin/cod/documents/delivery-notes?lang=fr", owner)
      expect(none.status).toBe(400)
      expect(json(none).message).toContain("order_id")
      const many = await get(`/admin/cod/documents/invoices?order_id=${Array.from({ length: 201 }, (_, i) => `order_${i}`).join(",")}`, owner)
      expect(many.status).toBe(400)
      expect(json(many).message).toContain("order_id")
      // more than 20 repeated parameters (Express's parser then gives an object): still read, in order
      const repeated = Array.from({ length: 25 }, (_, i) => `order_id=order_gone_${i}`).join("&")
      const gone = await get(`/admin/cod/documents/picking-list?${repeated}`, owner)
      expect(gone.status).toBe(404)
      expect(json(gone).message).toContain("order_gone_0, order_gone_1, order_gone_2")
      expect(json(gone).message).toContain("order_gone_24")
      const lang = await get("/admin/cod/documents/picking-list?order_id=order_1&lang=de", owner)
      expect(lang.status).toBe(400)
      expect(json(lang).message).toContain("lang")
      const missing = await get("/admin/cod/documents/delivery-notes?order_id=order_nope&order_id=order_gone", owner)
      expect(missing.status).toBe(404)
      expect(json(missing).message).toMatch(/order_id: no order order_nope, order_gone/)
      for (const kind of ["delivery-notes", "picking-list", "invoices"]) expect((await get(`/admin/cod/documents/${kind}?order_id=order_1`)).status).toBe(401)

      // the warehouse and the agents print (they read orders)
      const p = await cod.product(owner, { title: "Chargeur", price: 900 })
      const placed = await cod.order(form(p.variant_id, (await cod.option("yalidine", "home")).id))
      for (const role of ["warehouse", "agent"]) {
        const h = await login(role)
        for (const kind of ["delivery-notes", "picking-list", "invoices"]) {
          const res = await get(`/admin/cod/documents/${kind}?order_id=${placed.data.order.id}&lang=en`, h)
          expect([role, kind, res.status, res.headers["content-type"]]).toEqual([role, kind, 200, "application/pdf"])
        }
      }
      const single = await get(`/admin/cod/documents/invoices?order_id=${placed.data.order.id}&lang=en`, owner)
      expect(single.headers["content-disposition"]).toBe(`inline; filename="invoices-${placed.data.order.display_id}.pdf"`)
    })
  },
})

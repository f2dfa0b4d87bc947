import { invoiceLines } from "../invoice"
import { pickingRows } from "../picking-list"
import { renderDocuments } from "../render"
import { invoiceTotals } from "../totals"
import { SHOP, sampleOrders } from "./sample-orders"

const pages = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length

describe("renderDocuments", () => {
  it.each(["fr", "en", "ar"] as const)("renders every document of a batch in %s, the Arabic font embedded", async (lang) => {
    const orders = sampleOrders(lang)
    for (const [kind, expected] of [
      ["delivery-notes", 2],
      ["invoices", 2],
      ["picking-list", 1],
    ] as const) {
      const pdf = await renderDocuments({ kind, lang, shop: SHOP, orders })
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-")
      expect([kind, pages(pdf)]).toEqual([kind, expected])
      expect(pdf.toString("latin1")).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansArabic-(Regular|Bold)/)
    }
  })

  it("starts each order on its own page, in the order given", async () => {
    const orders = sampleOrders("fr")
    const one = await renderDocuments({ kind: "delivery-notes", lang: "fr", shop: SHOP, orders: [orders[1]] })
    expect(pages(one)).toBe(1)
    const many = await renderDocuments({ kind: "delivery-notes", lang: "fr", shop: SHOP, orders: [...orders, ...orders, ...orders] })
    expect(pages(many)).toBe(6)
  })

  it("continues a long order on the next page", async () => {
    const [o] = sampleOrders("ar")
    const long = { ...o, lines: Array.from({ length: 30 }, (_, i) => ({ ...o.lines[0], variant_id: `v${i}`, title: `${o.lines[0].title} ${i + 1}` })) }
    expect(pages(await renderDocuments({ kind: "delivery-notes", lang: "ar", shop: SHOP, orders: [long] }))).toBeGreaterThan(1)
    expect(pages(await renderDocuments({ kind: "invoices", lang: "ar", shop: SHOP, orders: [long] }))).toBeGreaterThan(1)
  })
})

describe("pickingRows", () => {
  it("groups a batch's lines by variant with the total and the orders taking it", () => {
    const rows = pickingRows(sampleOrders("fr"))
    expect(rows.map((r) => [r.sku, r.title, r.quantity, r.orders])).toEqual([
      [
        "SHOE-42-WHT",
        "Chaussures de sport",
        3,
        [
          { display_id: 1024, quantity: 2 },
          { display_id: 1025, quantity: 1 },
        ],
      ],
      [null, "Écouteurs Bluetooth « Pro »", 3, [{ display_id: 1025, quantity: 3 }]],
      ["CND-P8-BLK", "Téléphone Condor Plume P8", 1, [{ display_id: 1024, quantity: 1 }]],
    ])
  })
})

describe("invoiceLines", () => {
  it("adds the delivery fee as a line and adds up to the order's total to the centime", () => {
    for (const o of sampleOrders("fr")) {
      const lines = invoiceLines(o, "fr")
      expect(lines[lines.length - 1]).toMatchObject({ title: "Frais de livraison", ttc: o.shipping.total })
      const t = invoiceTotals(lines)
      expect(Math.round(t.ttc * 100)).toBe(Math.round(o.total * 100))
      expect(Math.round(t.ht * 100) + Math.round(t.vat * 100)).toBe(Math.round(o.total * 100))
    }
  })
})

import type { Lang } from "@shop/shared/lang"
import { isolate } from "./bidi"
import { algiersDateTime, labelled, optionsText, orderNumber } from "./format"
import type { DocumentOrder, DocumentShop } from "./model"
import { fitColumns, header, table } from "./parts"
import { DOCUMENT_TEXTS } from "./texts"
import { COLORS, type Writer } from "./writer"

export type PickingRow = {
  sku: string | null
  title: string
  options: { name: string; value: string }[]
  quantity: number
  /** Each order holding the product and how many it takes, in the batch's order. */
  orders: { display_id: number; quantity: number }[]
}

/**
 * The batch's products for the warehouse: one row per variant (a deleted variant: per title and
 * options), its total quantity and which orders take it; sorted by title, then options.
 */
export function pickingRows(orders: DocumentOrder[]): PickingRow[] {
  const rows = new Map<string, PickingRow>()
  for (const o of orders) {
    for (const l of o.lines) {
      const key = l.variant_id ?? `${l.title}\u0000${l.options.map((x) => `${x.name}=${x.value}`).join("\u0000")}`
      const row = rows.get(key) ?? { sku: l.sku, title: l.title, options: l.options, quantity: 0, orders: [] }
      row.quantity += l.quantity
      const seen = row.orders.find((x) => x.display_id === o.display_id)
      if (seen) seen.quantity += l.quantity
      else row.orders.push({ display_id: o.display_id, quantity: l.quantity })
      rows.set(key, row)
    }
  }
  const optionsKey = (r: PickingRow) => r.options.map((x) => x.value).join(" ")
  return [...rows.values()].sort((a, b) => a.title.localeCompare(b.title, "fr") || optionsKey(a).localeCompare(optionsKey(b), "fr"))
}

/** The picking list of a batch of orders (one document, as many pages as its rows need). */
export function pickingList(w: Writer, orders: DocumentOrder[], shop: DocumentShop, lang: Lang, now: Date) {
  const t = DOCUMENT_TEXTS[lang]
  const rows = pickingRows(orders)
  const units = rows.reduce((n, r) => n + r.quantity, 0)
  const refs = [t.picking_summary(orders.length, units, rows.length), labelled(t.printed_at, algiersDateTime(now), lang)]
  w.addPage()
  let y = header(w, shop, t.picking_list, refs)
  const columns = fitColumns(w, [
    { title: t.picked, width: 40, align: "center" },
    { title: t.sku, width: 90 },
    { title: t.product, width: 0 },
    { title: t.quantity, width: 50, align: "center" },
    { title: t.orders, width: 150 },
  ])
  const cells = rows.map((r) => [
    { text: "", box: true },
    r.sku ? isolate(r.sku) : t.none,
    { text: isolate(r.title), sub: optionsText(r.options, lang) || undefined, bold: true },
    { text: String(r.quantity), bold: true, size: 13 },
    isolate(r.orders.map((x) => `${orderNumber(x.display_id)}${x.quantity > 1 ? `\u00a0×\u00a0${x.quantity}` : ""}`).join(", ")),
  ])
  y = table(w, columns, cells, y, { onNewPage: () => header(w, shop, t.picking_list, refs), size: 9.5 })
  y += 14
  w.text(labelled(t.orders, orders.map((o) => orderNumber(o.display_id)).join(", "), lang), 0, y, w.contentWidth, { size: 8.5, color: COLORS.muted })
}

import type { Lang } from "@shop/shared/lang"
import { isolate } from "./bidi"
import { algiersDateTime, buyerName, labelled, money, optionsText, phoneText, wilayaText } from "./format"
import type { DocumentOrder, DocumentShop } from "./model"
import { BOTTOM, fitColumns, header, infoBox, table, totalsBlock } from "./parts"
import { DOCUMENT_TEXTS } from "./texts"
import { COLORS, type Writer } from "./writer"

/** Room the totals, the cash box and the signatures need under the lines. */
const TAIL = 250

/**
 * One order's delivery note (bon de livraison), from the top of a new page: who receives it and where,
 * the courier, the lines, and the cash to collect in big figures (the courier reads it at the door).
 */
export function deliveryNote(w: Writer, o: DocumentOrder, shop: DocumentShop, lang: Lang) {
  const t = DOCUMENT_TEXTS[lang]
  const refs = [`${t.order_no} ${o.display_id}`, labelled(t.date, algiersDateTime(o.created_at), lang)]
  w.addPage()
  let y = header(w, shop, t.delivery_note, refs)

  const gap = 12
  const half = (w.contentWidth - gap) / 2
  const where =
    o.delivery_type === "stop_desk" && o.stop_desk
      ? [
          { text: labelled(t.stop_desk, o.stop_desk.name, lang), style: { bold: true } },
          ...(o.stop_desk.address ? [{ text: isolate(o.stop_desk.address) }] : []),
        ]
      : [{ text: labelled(t.address, o.address || t.none, lang) }]
  const recipient = [
    { text: buyerName(o), style: { size: 12, bold: true } },
    { text: labelled(t.phone, phoneText(o.buyer.phone), lang), style: { size: 11, bold: true } },
    { text: labelled(t.wilaya, wilayaText(o) || t.none, lang) },
    { text: labelled(t.commune, o.commune || t.none, lang) },
    ...where,
  ]
  const delivery = [
    { text: labelled(t.transporter, o.transporter || t.none, lang), style: { bold: true } },
    { text: o.delivery_type ? t.delivery_type[o.delivery_type] : t.none, style: { size: 11, bold: true } },
    { text: labelled(t.tracking, o.tracking || t.none, lang) },
  ]
  // both boxes as tall as the taller
  const boxH = Math.max(infoBox(w, 0, y, half, t.recipient, recipient, { draw: false }), infoBox(w, 0, y, half, t.delivery, delivery, { draw: false }))
  infoBox(w, 0, y, half, t.recipient, recipient, { minHeight: boxH })
  infoBox(w, half + gap, y, half, t.delivery, delivery, { minHeight: boxH })
  y += boxH + 16

  const columns = fitColumns(w, [
    { title: t.product, width: 0 },
    { title: t.quantity, width: 44, align: "center" },
    { title: t.unit_price, width: 96, align: "end" },
    { title: t.line_total, width: 100, align: "end" },
  ])
  const rows = o.lines.map((l) => [
    { text: isolate(l.title), sub: optionsText(l.options, lang) || undefined, bold: true },
    { text: String(l.quantity), bold: true },
    money(l.unit_price, lang),
    money(l.total, lang),
  ])
  const continuation = () => header(w, shop, t.delivery_note, refs)
  y = table(w, columns, rows, y, { onNewPage: continuation, bottom: BOTTOM })
  if (y + TAIL > BOTTOM) {
    w.addPage()
    y = continuation()
  }
  y += 10
  y = totalsBlock(w, y, [
    { label: t.items_total, value: money(o.items_total, lang) },
    { label: t.delivery_fee, value: money(o.shipping.total, lang) },
    { label: t.total, value: money(o.total, lang), strong: true },
  ])

  // the cash to collect, big: what the courier asks for at the door
  y += 16
  const cashH = 86
  w.rect(0, y, w.contentWidth, cashH, { stroke: COLORS.accent, lineWidth: 2, radius: 6 })
  w.text(t.cash_to_collect, 14, y + 10, w.contentWidth / 2 - 14, { size: 14, bold: true, color: COLORS.accent })
  w.text(t.cash_note, 14, y + 34, w.contentWidth / 2 - 14, { size: 9.5, color: COLORS.muted })
  w.text(money(o.cash_to_collect, lang), w.contentWidth / 2, y + 18, w.contentWidth / 2 - 16, { size: 30, bold: true, align: "end" })
  y += cashH + 22

  // signatures
  const sigW = (w.contentWidth - gap) / 2
  for (const [i, label] of [t.customer_signature, t.courier_signature].entries()) {
    const x = i * (sigW + gap)
    w.text(label, x, y, sigW, { size: 9, color: COLORS.muted })
    w.rect(x, y + 16, sigW, 56, { stroke: COLORS.line, radius: 4 })
  }
}

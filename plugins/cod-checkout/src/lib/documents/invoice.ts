import type { Lang } from "@shop/shared/lang"
import { isolate } from "./bidi"
import { algiersDateTime, buyerName, invoiceNumber, labelled, money, optionsText, phoneText, wilayaText } from "./format"
import type { DocumentOrder, DocumentShop } from "./model"
import { BOTTOM, fitColumns, header, infoBox, table, totalsBlock } from "./parts"
import { DOCUMENT_TEXTS } from "./texts"
import { invoiceTotals, taxOf } from "./totals"
import { COLORS, type Writer } from "./writer"

/** The invoice's lines: the order's, then the delivery fee (taxed like them), each split into HT and VAT. */
export function invoiceLines(o: DocumentOrder, lang: Lang) {
  const t = DOCUMENT_TEXTS[lang]
  const lines = o.lines.map((l) => ({
    title: l.title,
    options: optionsText(l.options, lang),
    quantity: l.quantity,
    unit: l.unit_price,
    ttc: l.total,
    rate: l.tax_rate,
  }))
  if (o.shipping.total)
    lines.push({ title: t.delivery_fee, options: "", quantity: 1, unit: o.shipping.total, ttc: o.shipping.total, rate: o.shipping.tax_rate })
  return lines.map((l) => ({ ...l, ...taxOf(l.ttc, l.rate) }))
}

/**
 * One order's invoice (facture), from the top of a new page: numbered after the order, dated the
 * order's day, each line in HT, VAT and TTC (decision 0069), the totals and the VAT by rate.
 */
export function invoice(w: Writer, o: DocumentOrder, shop: DocumentShop, lang: Lang) {
  const t = DOCUMENT_TEXTS[lang]
  const refs = [`${t.invoice_no} ${invoiceNumber(o.display_id)}`, labelled(t.date, algiersDateTime(o.created_at), lang), `${t.order_no} ${o.display_id}`]
  w.addPage()
  let y = header(w, shop, t.invoice, refs)
  const lines = invoiceLines(o, lang)
  const totals = invoiceTotals(lines)
  const rates = totals.rates.map((r) => r.rate)
  // one VAT column title when every line has the same rate (19 % in this shop)
  const vatTitle = rates.length === 1 ? t.vat(rates[0]) : t.vat_plain

  const address = o.delivery_type === "stop_desk" && o.stop_desk ? labelled(t.stop_desk, o.stop_desk.name, lang) : isolate(o.address ?? "")
  const billed = [
    { text: buyerName(o), style: { size: 11.5, bold: true } },
    { text: labelled(t.phone, phoneText(o.buyer.phone), lang) },
    ...(o.address || o.stop_desk ? [{ text: address }] : []),
    { text: [o.commune, wilayaText(o)].filter(Boolean).join(lang === "ar" ? "، " : ", ") || t.none },
  ]
  y += infoBox(w, 0, y, w.contentWidth / 2 - 6, t.billed_to, billed) + 16

  const columns = fitColumns(w, [
    { title: t.product, width: 0 },
    { title: t.quantity, width: 44, align: "center" },
    { title: t.unit_price_ttc, width: 76, align: "end" },
    { title: t.ht, width: 76, align: "end" },
    { title: vatTitle, width: 68, align: "end" },
    { title: t.ttc, width: 80, align: "end" },
  ])
  const rows = lines.map((l) => [
    { text: isolate(l.title), sub: l.options || (rates.length > 1 ? t.vat(l.rate) : undefined), bold: true },
    String(l.quantity),
    money(l.unit, lang),
    money(l.ht, lang),
    money(l.vat, lang),
    { text: money(l.ttc, lang), bold: true },
  ])
  const continuation = () => header(w, shop, t.invoice, refs)
  y = table(w, columns, rows, y, { onNewPage: continuation, size: 9 })
  const tail = 60 + 24 * (2 + totals.rates.length)
  if (y + tail > BOTTOM) {
    w.addPage()
    y = continuation()
  }
  y += 10
  y = totalsBlock(
    w,
    y,
    [
      { label: t.total_ht, value: money(totals.ht, lang) },
      ...totals.rates.map((r) => ({ label: t.total_vat(r.rate), value: money(r.vat, lang) })),
      { label: t.total_ttc, value: money(totals.ttc, lang), strong: true },
    ],
    290
  )
  y += 14
  w.text(t.invoice_note, 0, y, w.contentWidth, { size: 8.5, color: COLORS.muted })
}

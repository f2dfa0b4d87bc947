import { directionOf } from "./bidi"
import { deliveryNote } from "./delivery-note"
import { orderNumber } from "./format"
import { invoice } from "./invoice"
import type { RenderInput } from "./model"
import { footer } from "./parts"
import { pickingList } from "./picking-list"
import { DOCUMENT_TEXTS } from "./texts"
import { Writer } from "./writer"

/**
 * A batch as one PDF (decision 0069): a delivery note or an invoice per order (each from a new page,
 * in the order given), or one picking list for all of them. Pages are numbered at the end.
 */
export async function renderDocuments(input: RenderInput): Promise<Buffer> {
  const t = DOCUMENT_TEXTS[input.lang]
  const title =
    input.kind === "picking-list"
      ? t.picking_list
      : `${input.kind === "invoices" ? t.invoice : t.delivery_note} ${input.orders.map((o) => orderNumber(o.display_id)).join(", ")}`
  const w = new Writer(directionOf(input.lang), { title, lang: input.lang === "ar" ? "ar-DZ" : input.lang === "en" ? "en" : "fr-DZ" })
  // the page each order starts on, for the footers
  const owner: string[] = []
  if (input.kind === "picking-list") {
    pickingList(w, input.orders, input.shop, input.lang, input.now ?? new Date())
  } else {
    for (const o of input.orders) {
      const first = w.doc.bufferedPageRange().count
      if (input.kind === "invoices") invoice(w, o, input.shop, input.lang)
      else deliveryNote(w, o, input.shop, input.lang)
      for (let p = first; p < w.doc.bufferedPageRange().count; p++)
        owner[p] = `${input.kind === "invoices" ? t.invoice : t.delivery_note} ${orderNumber(o.display_id)}`
    }
  }
  const { count } = w.doc.bufferedPageRange()
  for (let p = 0; p < count; p++) {
    w.doc.switchToPage(p)
    footer(w, [input.shop.name, owner[p] ?? t.picking_list, t.page(p + 1, count)])
  }
  return w.finish()
}

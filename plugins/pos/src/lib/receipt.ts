import type { PosSale } from "@shop/contracts/pos"
import { formatDa } from "@shop/shared/money"
import type { Lang } from "@shop/shared/lang"
import { algiersDateTime, DOCUMENT_COLORS as COLORS, isolate, Writer } from "@shop/cod-checkout/workflows"

/** The receipt's words in the shop's three languages (the till's screen has its own copy for offline receipts). */
export const RECEIPT_TEXTS = {
  fr: {
    title: "Ticket de caisse",
    sale: "Vente",
    cashier: "Caissier",
    customer: "Client",
    qty: "Qté",
    discount: "remise",
    total: "Total",
    cash: "Espèces",
    card: "Carte",
    change: "Monnaie rendue",
    paid_now: "Payé aujourd'hui",
    remaining: "Reste à payer",
    schedule: "Échéancier",
    paid: "payé",
    due: "à payer",
    delivery: "Livraison",
    pickup: "Emporté en boutique",
    out_of_stock: "Signalé au responsable : stock manquant",
    total_changed: "Signalé : prix changé depuis la caisse",
    offline: "Vente faite hors ligne",
    thanks: "Merci de votre visite",
  },
  en: {
    title: "Till receipt",
    sale: "Sale",
    cashier: "Cashier",
    customer: "Customer",
    qty: "Qty",
    discount: "discount",
    total: "Total",
    cash: "Cash",
    card: "Card",
    change: "Change given",
    paid_now: "Paid today",
    remaining: "Left to pay",
    schedule: "Schedule",
    paid: "paid",
    due: "to pay",
    delivery: "Delivery",
    pickup: "Taken at the shop",
    out_of_stock: "Flagged for the manager: stock missing",
    total_changed: "Flagged: price changed since the till",
    offline: "Sale made offline",
    thanks: "Thank you for your visit",
  },
  ar: {
    title: "وصل الصندوق",
    sale: "عملية البيع",
    cashier: "أمين الصندوق",
    customer: "الزبون",
    qty: "الكمية",
    discount: "تخفيض",
    total: "المجموع",
    cash: "نقدًا",
    card: "بالبطاقة",
    change: "الباقي المُرجَع",
    paid_now: "المدفوع اليوم",
    remaining: "المتبقي للدفع",
    schedule: "جدول الأقساط",
    paid: "مدفوع",
    due: "غير مدفوع",
    delivery: "التوصيل",
    pickup: "استُلم في المتجر",
    out_of_stock: "أُبلغ المسؤول: المخزون ناقص",
    total_changed: "أُبلغ المسؤول: تغيّر السعر منذ البيع",
    offline: "بيع دون اتصال",
    thanks: "شكرًا على زيارتكم",
  },
} as const

/** 80 mm roll: 226.77 points wide, 4 mm margins; the height grows with the sale. */
const WIDTH = 226.77
const MARGIN = 11

/** The sale's receipt as a PDF for an 80 mm roll, in the language asked (Arabic right to left). */
export async function receiptPdf(sale: PosSale, shop: { name: string; address: string | null; phone: string | null }, lang: Lang): Promise<Buffer> {
  const t = RECEIPT_TEXTS[lang]
  const info = { title: `${t.title} ${sale.display_id ?? sale.client_id.slice(0, 8)}`, lang }
  // drawn once on a long page to learn its height, then on a page of that height: a roll wastes no paper
  const tall = new Writer(lang === "ar" ? "rtl" : "ltr", info, { width: WIDTH, height: 5000, margin: MARGIN })
  tall.addPage()
  const height = Math.ceil(draw(tall, sale, shop, lang) + MARGIN)
  tall.doc.end()
  const w = new Writer(lang === "ar" ? "rtl" : "ltr", info, { width: WIDTH, height, margin: MARGIN })
  w.addPage()
  draw(w, sale, shop, lang)
  return w.finish()
}

/** Draws the receipt from the top of the page; gives where it ended. */
function draw(w: Writer, sale: PosSale, shop: { name: string; address: string | null; phone: string | null }, lang: Lang): number {
  const t = RECEIPT_TEXTS[lang]
  const m = (n: number) => formatDa(n, lang)
  const cw = w.contentWidth
  let y = MARGIN
  const line = (text: string, style: Parameters<Writer["text"]>[4] = {}) => (y += w.text(text, 0, y, cw, { size: 8, ...style }))
  const pair = (label: string, value: string, style: { bold?: boolean; size?: number } = {}) => {
    const h = w.text(label, 0, y, cw * 0.55, { size: style.size ?? 8, bold: style.bold })
    w.text(value, cw * 0.45, y, cw * 0.55, { size: style.size ?? 8, bold: style.bold, align: "end" })
    y += h
  }
  const rule = () => {
    y += 3
    w.hline(0, y, cw, COLORS.line, 0.6)
    y += 4
  }
  line(shop.name, { size: 11, bold: true, align: "center" })
  if (shop.address) line(isolate(shop.address), { align: "center", color: COLORS.muted })
  if (shop.phone) line(shop.phone, { align: "center", color: COLORS.muted })
  rule()
  line(t.title, { size: 10, bold: true, align: "center" })
  pair(t.sale, isolate(sale.display_id ? `#${sale.display_id}` : sale.client_id.slice(0, 8)))
  pair(algiersDateTime(new Date(sale.made_at)), "")
  pair(t.cashier, sale.cashier.name)
  if (sale.customer) pair(t.customer, isolate([sale.customer.first_name, sale.customer.last_name].filter(Boolean).join(" ")))
  rule()
  for (const l of sale.lines) {
    line(isolate([l.title, l.variant_title].filter(Boolean).join(" · ")), { bold: true })
    pair(`${l.quantity} × ${m(l.unit_price)}${l.discount_percent ? ` (−${l.discount_percent} % ${t.discount})` : ""}`, m(l.total))
  }
  rule()
  pair(t.total, m(sale.total), { bold: true, size: 11 })
  if (sale.payment.cash) pair(t.cash, m(sale.payment.cash))
  if (sale.payment.card) pair(t.card, m(sale.payment.card))
  if (sale.payment.change_due) pair(t.change, m(sale.payment.change_due))
  pair(t.paid_now, m(sale.payment.paid_now))
  if (sale.payment.remaining) pair(t.remaining, m(sale.payment.remaining), { bold: true })
  if (sale.payment.schedule.length) {
    line(t.schedule, { bold: true })
    for (const s of sale.payment.schedule) pair(`${s.due_date}`, `${m(s.amount)} · ${s.paid ? t.paid : t.due}`)
  }
  rule()
  line(sale.fulfilment.mode === "delivery" ? `${t.delivery}: ${isolate(sale.fulfilment.address)}` : t.pickup)
  // a Latin title inside an Arabic line keeps its own direction (isolated)
  for (const f of sale.flags) line(f.code === "out_of_stock" ? `${t.out_of_stock}: ${isolate(`${f.title} × ${f.missing}`)}` : t.total_changed, { bold: true })
  if (sale.offline) line(t.offline, { color: COLORS.muted })
  y += 4
  line(t.thanks, { align: "center" })
  return y
}

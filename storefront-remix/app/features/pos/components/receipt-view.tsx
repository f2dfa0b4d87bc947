import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react"
import { receiptPdfUrl } from "../api.client"
import { da, dateTime, dayText } from "../format"
import { dirOf, iso, type PosKey, type PosLang, type Translate } from "../i18n"
import type { QueuedSale } from "../queue"
import { receiptFromServer, type ReceiptView as Receipt } from "../sale"
import { flagText } from "./sales-panel"
import { PRIMARY, SECONDARY } from "./ui"

const Row = ({ label, value, strong, testId }: { label: ReactNode; value: ReactNode; strong?: boolean; testId?: string }) => (
  <div className={`flex justify-between gap-2 ${strong ? "text-[15px] font-bold" : ""}`} data-testid={testId}>
    <span>{label}</span>
    <span className="whitespace-nowrap tabular-nums">{value}</span>
  </div>
)

const PAYMENT_LABEL: Record<Receipt["payment"]["type"], PosKey> = {
  cash: "payment.cash",
  card: "payment.card",
  mixed: "payment.mixed",
  deposit: "payment.deposit",
  installments: "payment.installments",
}

/** The ticket itself: 72 mm of an 80 mm thermal roll, in the till's language. */
export function ReceiptPaper({ r, t, lang }: { r: Receipt; t: Translate; lang: PosLang }) {
  const p = r.payment
  const pending = r.display_id === null
  return (
    <article className="pos-receipt bg-white p-3 text-[12px] leading-snug text-black" dir={dirOf(lang)} lang={lang} data-testid="pos-receipt">
      <header className="text-center">
        <p className="text-[15px] font-bold" dir="auto">
          {r.shop?.name ?? t("app.title")}
        </p>
        {r.shop?.address ? <p dir="auto">{r.shop.address}</p> : null}
        {r.shop?.phone ? <p dir="ltr">{r.shop.phone}</p> : null}
        <p className="mt-1 font-semibold">{t("receipt.title")}</p>
      </header>
      <div className="mt-2 border-t border-dashed border-black pt-1">
        <p data-testid="pos-receipt-number">
          {t("receipt.sale", { number: pending ? r.client_id.slice(0, 8) : String(r.display_id) })}
          {pending ? <span className="font-semibold"> · {t("receipt.pending")}</span> : null}
        </p>
        <p>{t("receipt.date", { date: dateTime(r.made_at, lang) })}</p>
        <p>{t("receipt.cashier", { name: iso(r.cashier) })}</p>
        {r.customer ? <p>{t("receipt.customer", { name: iso(r.customer) })}</p> : null}
      </div>
      <ul className="mt-1 border-t border-dashed border-black pt-1" data-testid="pos-receipt-lines">
        {r.lines.map((l, i) => (
          <li key={i} className="py-0.5">
            <p className="font-medium">
              <bdi>{[l.title, l.variant_title].filter(Boolean).join(" · ")}</bdi>
            </p>
            <Row label={<span className="tabular-nums">{`${l.quantity} × ${da(l.unit_price, lang)}`}</span>} value={da(l.total, lang)} />
            {l.discount_percent > 0 ? <p className="text-[11px]">{t("receipt.discount", { percent: l.discount_percent })}</p> : null}
          </li>
        ))}
      </ul>
      <div className="mt-1 space-y-0.5 border-t border-dashed border-black pt-1">
        {r.delivery_fee !== null ? <Row label={t("receipt.delivery_fee")} value={da(r.delivery_fee, lang)} /> : null}
        <Row label={t("receipt.total")} value={da(r.total, lang)} strong testId="pos-receipt-total" />
      </div>
      <div className="mt-1 space-y-0.5 border-t border-dashed border-black pt-1" data-testid="pos-receipt-payment">
        <p>{t("receipt.payment_type", { type: t(PAYMENT_LABEL[p.type]) })}</p>
        {p.type === "cash" || p.type === "mixed" ? (
          <>
            {p.type === "mixed" ? <Row label={t("receipt.cash")} value={da(p.cash, lang)} /> : null}
            {p.type === "mixed" ? <Row label={t("receipt.card")} value={da(p.card, lang)} /> : null}
            {p.cash_given !== null ? <Row label={t("receipt.cash_given")} value={da(p.cash_given, lang)} /> : null}
            {p.type === "cash" || p.cash_given !== null ? (
              <Row label={t("receipt.change_due")} value={da(p.change_due, lang)} testId="pos-receipt-change" />
            ) : null}
          </>
        ) : null}
        {p.type === "deposit" || p.type === "installments" ? (
          <>
            {p.deposit !== null ? <Row label={t("receipt.deposit")} value={da(p.deposit, lang)} /> : null}
            <Row label={t("receipt.paid_now")} value={da(p.paid_now, lang)} />
            <Row label={p.on_delivery ? `${t("receipt.remaining")} (${t("receipt.on_delivery")})` : t("receipt.remaining")} value={da(p.remaining, lang)} />
            {p.schedule.length ? (
              <>
                <p className="mt-1 font-semibold">{t("receipt.schedule")}</p>
                {p.schedule.map((l, i) => (
                  <Row key={i} label={`${t("payment.installment", { n: i + 1 })} · ${dayText(l.due_date, lang)}`} value={da(l.amount, lang)} />
                ))}
              </>
            ) : null}
          </>
        ) : null}
      </div>
      <p className="mt-1 border-t border-dashed border-black pt-1">
        {r.fulfilment.mode === "pickup"
          ? t("receipt.pickup")
          : t("receipt.delivery", { place: iso([r.fulfilment.place, r.fulfilment.transporter].filter(Boolean).join(" · ")) })}
      </p>
      {r.flags.length ? (
        <div className="mt-1 border-t border-dashed border-black pt-1" data-testid="pos-receipt-flags">
          <p className="font-semibold">{t("receipt.flags")}</p>
          {r.flags.map((f, i) => (
            <p key={i}>{flagText(f, t, lang)}</p>
          ))}
        </div>
      ) : null}
      {r.offline ? <p className="mt-1 text-[11px]">{t("receipt.offline")}</p> : null}
      <p className="mt-2 text-center font-semibold">{t("receipt.thanks")}</p>
    </article>
  )
}

/** After a sale (or from the sales panel): the ticket, Print, the server's PDF once synced. */
/** Millimetres of paper the ticket needs (CSS px are 1/96 in), with a margin for the printer's cut. */
const mmOf = (px: number) => Math.ceil((px * 25.4) / 96) + 8

/**
 * The printed page: 80 mm wide and as long as the ticket. Chromium takes no `auto` length in `@page
 * size`, so the ticket's own height is measured and written as the page's.
 */
function useTicketLength(paper: RefObject<HTMLDivElement | null>): number | null {
  const [mm, setMm] = useState<number | null>(null)
  useEffect(() => {
    const el = paper.current
    if (!el) return
    const observer = new ResizeObserver(() => setMm(mmOf(el.getBoundingClientRect().height)))
    observer.observe(el)
    return () => observer.disconnect()
  }, [paper])
  return mm
}

export function ReceiptDialog({ sale, t, lang, onClose }: { sale: QueuedSale; t: Translate; lang: PosLang; onClose: () => void }) {
  const r = sale.sale ? receiptFromServer(sale.receipt, sale.sale) : sale.receipt
  const paper = useRef<HTMLDivElement>(null)
  const mm = useTicketLength(paper)
  return (
    <div
      className="pos-receipt-layer fixed inset-x-0 bottom-0 top-16 z-20 flex items-start justify-center overflow-y-auto bg-slate-900/50 p-6"
      role="dialog"
      aria-modal="true"
      aria-label={t("receipt.title")}
    >
      <style>{`@media print { @page { size: 80mm ${mm ?? 297}mm; margin: 0 } }`}</style>
      <div className="flex flex-col items-center gap-3">
        <div className="shadow-lg" ref={paper}>
          <ReceiptPaper r={r} t={t} lang={lang} />
        </div>
        <div className="flex gap-2 print:hidden">
          <button type="button" className={PRIMARY} onClick={() => window.print()} data-testid="pos-receipt-print">
            {t("receipt.print")}
          </button>
          {r.sale_id ? (
            <a className={SECONDARY} href={receiptPdfUrl(r.sale_id, lang)} target="_blank" rel="noreferrer" data-testid="pos-receipt-pdf">
              {t("receipt.pdf")}
            </a>
          ) : null}
          <button type="button" className={SECONDARY} onClick={onClose} data-testid="pos-receipt-close" autoFocus>
            {t("receipt.new_sale")}
          </button>
        </div>
      </div>
    </div>
  )
}

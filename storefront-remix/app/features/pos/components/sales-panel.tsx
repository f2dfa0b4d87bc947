import type { PosSaleFlag } from "@shop/contracts/pos"
import { errorText, fromServer } from "../field-errors"
import { da, dateTime } from "../format"
import { iso, type PosKey, type PosLang, type Translate } from "../i18n"
import type { QueuedSale, SaleState } from "../queue"
import { BUTTON, SECONDARY } from "./ui"

const STATE: Record<SaleState, { key: PosKey; tone: string }> = {
  pending: { key: "queue.pending", tone: "bg-amber-100 text-amber-900" },
  syncing: { key: "queue.syncing", tone: "bg-sky-100 text-sky-900" },
  synced: { key: "queue.synced", tone: "bg-emerald-100 text-emerald-900" },
  refused: { key: "queue.refused", tone: "bg-red-100 text-red-900" },
  flagged: { key: "queue.flagged", tone: "bg-orange-100 text-orange-900" },
}

export function flagText(f: PosSaleFlag, t: Translate, lang: PosLang) {
  return f.code === "out_of_stock"
    ? t("flag.out_of_stock", { title: iso(f.title), missing: f.missing })
    : t("flag.total_changed", { shown: da(f.shown, lang), charged: da(f.charged, lang) })
}

type Props = {
  t: Translate
  lang: PosLang
  sales: QueuedSale[]
  cashierId: string | null
  onClose: () => void
  onReceipt: (clientId: string) => void
  onFix: (sale: QueuedSale) => void
  onDiscard: (clientId: string) => void
  onClearSynced: () => void
}

/** Every sale of this till: its state, a refusal's reasons, flags, the server's order number once synced. */
export function SalesPanel({ t, lang, sales, cashierId, onClose, onReceipt, onFix, onDiscard, onClearSynced }: Props) {
  const newestFirst = [...sales].reverse()
  return (
    <div className="fixed inset-0 z-30 flex justify-end bg-slate-900/40 print:hidden" onClick={onClose}>
      <aside
        className="flex h-full w-full max-w-xl flex-col bg-white shadow-xl"
        onClick={(e) => e.stopPropagation()}
        aria-label={t("queue.title")}
        data-testid="pos-sales-panel"
      >
        <div className="flex items-center justify-between border-b border-slate-200 p-4">
          <h2 className="flex-1 text-lg font-semibold">{t("queue.title")}</h2>
          <div className="flex gap-2">
            {sales.some((s) => s.state === "synced" || s.state === "flagged") ? (
              <button type="button" className={`${BUTTON} px-2 text-sm text-slate-600`} onClick={onClearSynced}>
                {t("queue.clear_synced")}
              </button>
            ) : null}
            <button type="button" className={SECONDARY} onClick={onClose} data-testid="pos-sales-close">
              {t("queue.close")}
            </button>
          </div>
        </div>
        {!sales.length ? <p className="p-4 text-sm text-slate-600">{t("queue.empty")}</p> : null}
        <ol className="flex-1 divide-y divide-slate-100 overflow-y-auto">
          {newestFirst.map((s) => {
            const state = STATE[s.state]
            const count = s.body.lines.reduce((n, l) => n + l.quantity, 0)
            return (
              <li key={s.client_id} className="p-4" data-testid="pos-queued-sale" data-client-id={s.client_id} data-state={s.state}>
                <div className="flex items-center gap-2">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${state.tone}`} data-testid="pos-queued-state">
                    {t(state.key)}
                  </span>
                  <span className="font-medium" data-testid="pos-queued-number">
                    {s.sale?.display_id ? t("queue.order", { number: s.sale.display_id }) : t("queue.local", { id: s.client_id.slice(0, 8) })}
                  </span>
                  <span className="ms-auto text-xs text-slate-500">{dateTime(s.body.made_at, lang)}</span>
                </div>
                <p className="mt-1 text-sm text-slate-700">{t("queue.items", { count, total: da(s.sale?.total ?? s.receipt.total, lang) })}</p>
                {s.cashier_id !== cashierId && (s.state === "pending" || s.state === "syncing") ? (
                  <p className="text-xs text-slate-500">{t("queue.waiting_cashier", { email: iso(s.cashier_email) })}</p>
                ) : null}
                {s.last_error && (s.state === "pending" || s.state === "syncing") ? (
                  <p className="text-xs text-slate-500" data-testid="pos-queued-last-error">
                    {t("queue.last_try", {
                      reason:
                        s.last_error.reason === "network"
                          ? t("queue.reason_network")
                          : s.last_error.reason === "busy"
                            ? t("queue.reason_busy")
                            : t("queue.reason_server", { status: s.last_error.status ?? "?" }),
                    })}
                  </p>
                ) : null}
                {s.state === "refused" && s.errors ? (
                  <ul className="mt-1 list-inside list-disc text-sm text-red-700" data-testid="pos-queued-errors">
                    {fromServer(s.errors).map((e, i) => (
                      <li key={i}>{errorText(e, t)}</li>
                    ))}
                  </ul>
                ) : null}
                {s.sale?.flags.length ? (
                  <ul className="mt-1 text-sm text-orange-800" data-testid="pos-queued-flags">
                    {s.sale.flags.map((f, i) => (
                      <li key={i}>{flagText(f, t, lang)}</li>
                    ))}
                  </ul>
                ) : null}
                <div className="mt-2 flex gap-2">
                  <button type="button" className={SECONDARY} onClick={() => onReceipt(s.client_id)} data-testid="pos-queued-receipt">
                    {t("queue.receipt")}
                  </button>
                  {s.state === "refused" ? (
                    <>
                      <button type="button" className={SECONDARY} onClick={() => onFix(s)} data-testid="pos-queued-fix">
                        {t("queue.fix")}
                      </button>
                      <button
                        type="button"
                        className={`${BUTTON} px-2 text-red-700`}
                        onClick={() => window.confirm(t("queue.discard_confirm")) && onDiscard(s.client_id)}
                        data-testid="pos-queued-discard"
                      >
                        {t("queue.discard")}
                      </button>
                    </>
                  ) : null}
                </div>
              </li>
            )
          })}
        </ol>
      </aside>
    </div>
  )
}

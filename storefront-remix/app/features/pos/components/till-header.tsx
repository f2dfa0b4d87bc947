import type { AdminPosMe } from "@shop/contracts/pos"
import { LOCALE_NAMES } from "~/lib/locale"
import { iso, POS_LANGS, type PosLang, type Translate } from "../i18n"
import { cashierName } from "../sale"
import { BUTTON, SECONDARY } from "./ui"

type Props = {
  t: Translate
  lang: PosLang
  onLang: (l: PosLang) => void
  me: AdminPosMe | null
  online: boolean
  open: number
  syncing: boolean
  onSync: () => void
  onSales: () => void
  onSignOut: () => void
}

/** The till's bar: shop and cashier, connection, the sales to sync, language, sign-out. */
export function TillHeader({ t, lang, onLang, me, online, open, syncing, onSync, onSales, onSignOut }: Props) {
  return (
    <header className="flex h-16 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-4 print:hidden">
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-slate-900" data-testid="pos-shop">
          {me?.shop?.name ?? t("app.title")}
        </p>
        {me ? <p className="truncate text-xs text-slate-500">{t("app.cashier", { name: iso(cashierName(me)) })}</p> : null}
      </div>
      <span
        className={`rounded-full px-3 py-1 text-sm font-medium ${online ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900"}`}
        data-testid="pos-connection"
        data-online={online}
      >
        {online ? t("app.online") : t("app.offline")}
      </span>
      {me ? (
        <>
          <button type="button" className={SECONDARY} onClick={onSales} data-testid="pos-sales-button">
            {t("app.sales")}
            {open ? (
              <span className="rounded-full bg-amber-500 px-2 text-sm text-white" data-testid="pos-open-count">
                {open}
              </span>
            ) : null}
          </button>
          <button type="button" className={SECONDARY} onClick={onSync} disabled={syncing || !open} data-testid="pos-sync-now">
            {syncing ? t("app.syncing") : t("app.sync_now")}
          </button>
        </>
      ) : null}
      <div role="group" aria-label={t("app.language")} className="flex overflow-hidden rounded-lg border border-slate-300" data-testid="pos-lang">
        {POS_LANGS.map((l) => (
          <button
            key={l}
            type="button"
            lang={l}
            aria-pressed={lang === l}
            onClick={() => onLang(l)}
            className={`${BUTTON} rounded-none px-3 text-sm ${lang === l ? "bg-brand-700 text-white" : "bg-white text-slate-700"}`}
            data-testid={`pos-lang-${l}`}
          >
            {LOCALE_NAMES[l]}
          </button>
        ))}
      </div>
      {me ? (
        <button type="button" className={`${BUTTON} px-2 text-sm text-slate-600`} onClick={onSignOut} data-testid="pos-sign-out">
          {t("app.sign_out")}
        </button>
      ) : null}
    </header>
  )
}

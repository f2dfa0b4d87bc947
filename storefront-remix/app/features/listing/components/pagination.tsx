import { Link, useLocation } from "@remix-run/react"
import { useTranslation } from "react-i18next"
import { pageWindow, withChange } from "~/features/listing/listing"

/** Previous, at most 7 numbers (current centred and disabled), next. */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation()
  const search = new URLSearchParams(useLocation().search)
  if (pages <= 1) return null
  const to = (n: number) => withChange(search, { set: { page: n === 1 ? null : String(n) } })
  const cell = "min-w-10 rounded-lg border px-3 py-2 text-center text-sm"
  return (
    <nav aria-label={t("listing.pagination")} className="mt-8 flex flex-wrap justify-center gap-2" data-testid="pagination">
      {page > 1 ? (
        <Link to={to(page - 1)} className={`${cell} border-slate-300 hover:bg-slate-100`} rel="prev">
          {t("listing.previous")}
        </Link>
      ) : (
        <span className={`${cell} border-slate-200 text-slate-400`}>{t("listing.previous")}</span>
      )}
      {pageWindow(page, pages).map((n) =>
        n === page ? (
          <span
            key={n}
            aria-current="page"
            aria-disabled="true"
            className={`${cell} border-brand-800 bg-brand-800 font-bold text-white`}
            data-testid="page-current"
          >
            {n}
          </span>
        ) : (
          <Link key={n} to={to(n)} aria-label={t("listing.page", { page: n })} className={`${cell} border-slate-300 hover:bg-slate-100`}>
            {n}
          </Link>
        )
      )}
      {page < pages ? (
        <Link to={to(page + 1)} className={`${cell} border-slate-300 hover:bg-slate-100`} rel="next">
          {t("listing.next")}
        </Link>
      ) : (
        <span className={`${cell} border-slate-200 text-slate-400`}>{t("listing.next")}</span>
      )}
    </nav>
  )
}

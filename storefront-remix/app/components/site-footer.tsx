import { useTranslation } from "react-i18next"

export function SiteFooter() {
  const { t } = useTranslation()
  return (
    <footer className="border-t border-slate-200 bg-white" data-testid="site-footer">
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-1 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:justify-between">
        <p>{t("footer.cod")}</p>
        <p>{t("footer.rights", { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  )
}

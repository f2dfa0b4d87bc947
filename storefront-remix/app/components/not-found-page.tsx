import { Link } from "@remix-run/react"
import { useTranslation } from "react-i18next"
import { localizePath } from "~/lib/locale"
import { usePageLocale } from "~/lib/use-locale"

export function NotFoundPage() {
  const { t } = useTranslation()
  const locale = usePageLocale()
  return (
    <section className="mx-auto max-w-xl py-10 text-center" data-testid="not-found">
      <p className="text-5xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold" data-testid="not-found-title">
        {t("not_found.title")}
      </h1>
      <p className="mt-2 text-slate-600">{t("not_found.message")}</p>
      <Link
        to={localizePath(locale, "/")}
        className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        data-testid="not-found-home"
      >
        {t("not_found.back_home")}
      </Link>
    </section>
  )
}

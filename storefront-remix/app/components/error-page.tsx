import { useTranslation } from "react-i18next"

export function ErrorPage() {
  const { t } = useTranslation()
  return (
    <section className="mx-auto max-w-xl py-10 text-center" role="alert" data-testid="error-page">
      <h1 className="text-2xl font-bold">{t("error.title")}</h1>
      <p className="mt-2 text-slate-600">{t("error.message")}</p>
    </section>
  )
}

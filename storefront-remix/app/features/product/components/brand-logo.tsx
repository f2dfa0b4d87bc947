import { Link } from "@remix-run/react"
import { useTranslation } from "react-i18next"
import { localizePath, type Locale } from "~/lib/locale"

/** The default logo (spec §2 "a default logo is used when none"): a neutral label drawn inline, then the brand's name. */
function DefaultLogo({ name }: { name: string }) {
  return (
    <span className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 text-sm font-semibold text-slate-700">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
        <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9Z" />
        <circle cx="8" cy="8" r="1.5" />
      </svg>
      <bdi>{name}</bdi>
    </span>
  )
}

/** The brand's logo (or the default one) linking to its page. */
export function BrandLogo({ locale, brand }: { locale: Locale; brand: { slug: string; name: string; logo: string | null } | null }) {
  const { t } = useTranslation()
  if (!brand) return null
  return (
    <Link
      to={localizePath(locale, `/catalog/brands/${brand.slug}`)}
      className="inline-flex h-10 items-center"
      aria-label={t("product.brand_logo", { name: brand.name })}
      data-testid="brand-logo"
      data-default={brand.logo ? "0" : "1"}
    >
      {brand.logo ? <img src={brand.logo} alt="" width={120} height={40} className="h-10 w-auto object-contain" /> : <DefaultLogo name={brand.name} />}
    </Link>
  )
}

import { Link } from "@remix-run/react"
import { useTranslation } from "react-i18next"
import { localizePath, type Locale } from "~/lib/locale"

/** The brand's logo linking to its page; hidden when the brand only has the default placeholder (spec §2). */
export function BrandLogo({ locale, brand }: { locale: Locale; brand: { slug: string; name: string; logo: string | null } | null }) {
  const { t } = useTranslation()
  if (!brand?.logo) return null
  return (
    <Link to={localizePath(locale, `/catalog/brands/${brand.slug}`)} className="inline-flex h-10 items-center" data-testid="brand-logo">
      <img src={brand.logo} alt={t("product.brand_logo", { name: brand.name })} width={120} height={40} className="h-10 w-auto object-contain" />
    </Link>
  )
}

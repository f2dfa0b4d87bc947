import { Link } from "@remix-run/react"
import { useTranslation } from "react-i18next"
import { localizePath, type Locale } from "~/lib/locale"
import type { ProductPageView } from "~/features/product/product-page"

/** What a pack holds: each part with its quantity, picture and (strict packs) fixed combination. */
export function PackContents({ locale, pack, category }: { locale: Locale; pack: NonNullable<ProductPageView["pack"]>; category: string }) {
  const { t } = useTranslation()
  if (!pack.items.length) return null
  return (
    <section className="mt-6 rounded-xl border border-slate-200 p-4" data-testid="pack-contents">
      <h2 className="text-base font-bold">{t("product.pack_title")}</h2>
      <ul className="mt-3 space-y-2">
        {pack.items.map((i, n) => (
          <li key={n} className="flex items-center gap-3" data-testid="pack-item">
            {i.thumb ? (
              <img src={i.thumb} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 rounded border border-slate-200 object-cover" />
            ) : (
              <span className="h-12 w-12 rounded bg-slate-100" />
            )}
            <span className="font-semibold tabular-nums">{i.quantity}&nbsp;×</span>
            {i.handle ? (
              <Link to={localizePath(locale, `/catalog/product/${category}/${i.handle}`)} className="hover:text-brand-800">
                {i.title}
              </Link>
            ) : (
              <span>{i.title}</span>
            )}
            {i.combination && <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{i.combination}</span>}
          </li>
        ))}
      </ul>
    </section>
  )
}

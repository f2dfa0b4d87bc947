import { Link } from "@remix-run/react"
import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { localizePath, type Locale } from "~/lib/locale"
import { showCombinationModal } from "~/features/cart/cart"
import { formatPrice } from "~/lib/money"
import type { CrossSellCard, CrossSelling as Lists } from "~/features/product/product-page.server"
import { useShopSettings } from "~/features/content/use-shop-settings"

const EMPTY: Lists = { related_products: [], same_brand: [], same_category: [], new_products: [] }
const BLOCKS = [
  ["related_products", "product.cross_related"],
  ["same_brand", "product.cross_brand"],
  ["same_category", "product.cross_category"],
  ["new_products", "product.cross_new"],
] as const

/**
 * Cross-selling carousels, loaded once when the block comes within 200 px of the viewport (spec §4)
 * through the storefront's resource route; a failure is logged and shows nothing (spec §8).
 */
export function CrossSelling({ productId, locale }: { productId: string; locale: Locale }) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDivElement>(null)
  const [lists, setLists] = useState<Lists | null>(null)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    let cancelled = false
    const load = () =>
      fetch(`/api/cross-selling/${encodeURIComponent(productId)}?locale=${locale}`)
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
        .then((body: Lists) => !cancelled && setLists({ ...EMPTY, ...body }))
        .catch((err) => {
          console.warn("cross-selling failed:", err)
          if (!cancelled) setLists(EMPTY)
        })
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect()
          load()
        }
      },
      { rootMargin: "200px" }
    )
    observer.observe(el)
    return () => {
      cancelled = true
      observer.disconnect()
    }
  }, [productId, locale])
  return (
    <div ref={ref} className="mt-12 min-h-8 space-y-8" data-testid="cross-selling" data-state={lists ? "loaded" : "idle"}>
      {lists &&
        BLOCKS.map(([key, label]) =>
          lists[key].length ? (
            <section key={key} data-testid={`cross-${key}`}>
              <h2 className="mb-3 text-lg font-bold">{t(label)}</h2>
              <ul className="flex snap-x gap-3 overflow-x-auto pb-2">
                {lists[key].map((c) => (
                  <CrossCard key={c.id} card={c} locale={locale} />
                ))}
              </ul>
            </section>
          ) : null
        )}
    </div>
  )
}

function CrossCard({ card: c, locale }: { card: CrossSellCard; locale: Locale }) {
  const { t } = useTranslation()
  const href = localizePath(locale, `/catalog/product/${c.main_category?.handle ?? "all"}/${c.handle}`)
  // Shop setting activeAddToCart off: no add to cart anywhere, these cards included (the product page orders).
  const { activeAddToCart } = useShopSettings()
  return (
    <li className="flex w-40 shrink-0 snap-start flex-col sm:w-48" data-testid="cross-card">
      <Link to={href} className="block flex-1 rounded-xl border border-slate-200 bg-white p-2 hover:border-brand-700">
        <span className="block aspect-square overflow-hidden rounded-lg bg-slate-100">
          {c.thumbnail && <img src={c.thumbnail} alt="" width={300} height={300} loading="lazy" className="h-full w-full object-cover" />}
        </span>
        <span className="mt-2 line-clamp-2 block text-sm font-semibold">{c.title}</span>
        {c.price && (
          <span className="mt-1 flex flex-wrap items-baseline gap-2 text-sm">
            <span className="font-bold">{formatPrice(c.price.amount, locale)}</span>
            {c.price.old_amount ? <s className="text-xs text-slate-500">{formatPrice(c.price.old_amount, locale)}</s> : null}
          </span>
        )}
      </Link>
      {activeAddToCart && (
        <button
          type="button"
          onClick={() => showCombinationModal(c.id)}
          className="mt-2 w-full rounded-lg bg-brand-800 px-2 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          data-testid="cross-add"
        >
          {t("product.add_to_cart")}
        </button>
      )}
    </li>
  )
}

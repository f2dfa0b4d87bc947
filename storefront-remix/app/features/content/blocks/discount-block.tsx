import { Link } from "@remix-run/react"
import { useTranslation } from "react-i18next"
import { Carousel } from "~/components/carousel"
import { ProductCard } from "~/features/listing/components/product-card"
import { localizePath } from "~/lib/locale"
import { BlockFrame } from "./block-frame"
import { Countdown } from "./countdown"
import type { BlockProps } from "./types"

/** Deals: each running discount with its banner, slogan, countdown and products. */
export function DiscountBlock({ block, locale }: BlockProps) {
  const { t } = useTranslation()
  const deals = block.data.discounts ?? []
  if (!deals.length) return null
  return (
    <BlockFrame block={block}>
      <div className="space-y-6">
        {deals.map((d) => (
          <article key={d.id} className="overflow-hidden rounded-2xl bg-theme-primary text-white" data-testid="deal">
            <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <h3 className="text-2xl font-bold">
                  <Link to={localizePath(locale, d.path)} className="hover:underline" data-testid="deal-link">
                    {d.title}
                  </Link>
                </h3>
                {d.slogan ? <p className="mt-1 opacity-90">{d.slogan}</p> : null}
              </div>
              <div>
                <p className="mb-1 text-sm opacity-90">{t("content.ends_in")}</p>
                <Countdown endsAt={d.ends_at ?? block.ends_at} />
              </div>
            </div>
            {d.products.length ? (
              <div className="bg-white px-3 py-4 text-slate-900">
                <Carousel
                  kind="products"
                  responsive={block.responsive}
                  labels={{ prev: t("content.prev"), next: t("content.next") }}
                  slides={d.products.map((p) => (
                    <ul key={p.id} className="px-2">
                      <ProductCard product={p} locale={locale} />
                    </ul>
                  ))}
                />
              </div>
            ) : null}
          </article>
        ))}
      </div>
    </BlockFrame>
  )
}

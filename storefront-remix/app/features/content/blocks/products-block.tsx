import type { CSSProperties } from "react"
import { useTranslation } from "react-i18next"
import { itemsPerView } from "~/lib/carousel"
import { Carousel } from "~/components/carousel"
import { ProductCard } from "~/features/listing/components/product-card"
import { BlockFrame } from "./block-frame"
import type { BlockProps } from "./types"

/** The product carousels of every kind (featured, discounted, bestsellers, collection, category, brand...). */
export function ProductsCarouselBlock({ block, locale }: BlockProps) {
  const { t } = useTranslation()
  const products = block.data.products ?? []
  if (!products.length) return null
  return (
    <BlockFrame block={block}>
      <Carousel
        kind="products"
        responsive={block.responsive}
        labels={{ prev: t("content.prev"), next: t("content.next") }}
        slides={products.map((p) => (
          <ul key={p.id} className="px-2">
            <ProductCard product={p} locale={locale} />
          </ul>
        ))}
      />
    </BlockFrame>
  )
}

/** products_grid: the same cards, all visible, in rows. */
export function ProductsGridBlock({ block, locale }: BlockProps) {
  const products = block.data.products ?? []
  if (!products.length) return null
  const per = itemsPerView("products", block.responsive)
  const style = { "--per-m": per.mobile, "--per-t": per.tablet, "--per-d": per.desktop } as CSSProperties
  return (
    <BlockFrame block={block}>
      <ul className="grid-per gap-4" style={style} data-testid="products-grid">
        {products.map((p) => (
          <ProductCard key={p.id} product={p} locale={locale} />
        ))}
      </ul>
    </BlockFrame>
  )
}

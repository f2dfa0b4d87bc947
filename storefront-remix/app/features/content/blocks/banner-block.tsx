import { Link } from "@remix-run/react"
import { useTranslation } from "react-i18next"
import { Carousel } from "~/components/carousel"
import type { BlockImage } from "~/features/content/content"
import { localHref } from "~/features/content/menu"
import type { Locale } from "~/lib/locale"
import { BlockFrame } from "./block-frame"
import type { BlockProps } from "./types"

/** A banner picture, 3:1 so its box is known before it loads; the page's first one is not lazy (LCP). */
function BannerImage({ image, eager }: { image: BlockImage; eager: boolean }) {
  return (
    <img
      src={image.url}
      alt={image.alt}
      width={1200}
      height={400}
      loading={eager ? "eager" : "lazy"}
      {...{ fetchpriority: eager ? "high" : undefined }}
      className="aspect-[3/1] w-full rounded-2xl bg-slate-100 object-cover"
      data-testid="banner-image"
    />
  )
}

function Linked({ link, locale, children }: { link: string | null; locale: Locale; children: JSX.Element }) {
  const target = localHref(link, locale)
  if (!target) return children
  return target.external ? (
    <a href={target.href} rel="noopener noreferrer" className="block">
      {children}
    </a>
  ) : (
    <Link to={target.href} className="block">
      {children}
    </Link>
  )
}

export function BannerBlock({ block, locale, first }: BlockProps) {
  const image = block.images[0]
  if (!image) return null
  return (
    <BlockFrame block={block}>
      <Linked link={block.link} locale={locale}>
        <BannerImage image={image} eager={first} />
      </Linked>
    </BlockFrame>
  )
}

export function BannerCarouselBlock({ block, locale, first }: BlockProps) {
  const { t } = useTranslation()
  if (!block.images.length) return null
  return (
    <BlockFrame block={block}>
      <Carousel
        kind="banners"
        labels={{ prev: t("content.prev"), next: t("content.next") }}
        slides={block.images.map((image, i) => (
          <Linked key={i} link={block.link} locale={locale}>
            <BannerImage image={image} eager={first && i === 0} />
          </Linked>
        ))}
      />
    </BlockFrame>
  )
}

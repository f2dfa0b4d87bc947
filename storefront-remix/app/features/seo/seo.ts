// What search engines read: canonical address, language alternates, Open Graph and JSON-LD.
// Public URLs are built from the request's origin, so every deployment advertises its own host.
import { DEFAULT_LOCALE, LOCALES, localizePath, type Locale } from "~/lib/locale"
import type { StorePageProduct } from "~/features/product/product-page"

type MetaDescriptor = Record<string, string>

const OG_LOCALE: Record<Locale, string> = { fr: "fr_DZ", en: "en_US", ar: "ar_DZ" }

/** Absolute address of an unprefixed path in one language. */
export const absoluteUrl = (origin: string, locale: Locale, path: string) => `${origin}${localizePath(locale, path)}`

/** Canonical link and hreflang alternates (fr unprefixed, en, ar, x-default = French). */
export function alternateLinks(origin: string, locale: Locale, path: string): MetaDescriptor[] {
  return [
    { tagName: "link", rel: "canonical", href: absoluteUrl(origin, locale, path) },
    ...LOCALES.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: l, href: absoluteUrl(origin, l, path) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(origin, DEFAULT_LOCALE, path) },
  ]
}

export type PageSeo = { origin: string; locale: Locale; path: string; title: string; description: string; image?: string | null; type?: string }

/** Title, description, canonical, alternates and Open Graph tags of a page. */
export function seoMeta(s: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(s.origin, s.locale, s.path)
  return [
    { title: s.title },
    { name: "description", content: s.description },
    ...alternateLinks(s.origin, s.locale, s.path),
    { property: "og:type", content: s.type ?? "website" },
    { property: "og:title", content: s.title },
    { property: "og:description", content: s.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: OG_LOCALE[s.locale] },
    ...LOCALES.filter((l) => l !== s.locale).map((l) => ({ property: "og:locale:alternate", content: OG_LOCALE[l] })),
    ...(s.image ? [{ property: "og:image", content: absoluteAsset(s.origin, s.image) }] : []),
  ]
}

/** Images may be stored as absolute URLs (file service) or paths. */
const absoluteAsset = (origin: string, src: string) => (/^https?:\/\//.test(src) ? src : `${origin}${src.startsWith("/") ? "" : "/"}${src}`)

export type Crumb = { name: string; path: string }

export function breadcrumbJsonLd(origin: string, locale: Locale, crumbs: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: absoluteUrl(origin, locale, c.path) })),
  }
}

/** schema.org Product of the default combination; aggregateRating only when there are reviews. */
export function productJsonLd(origin: string, locale: Locale, path: string, p: StorePageProduct, description: string) {
  const def = p.combinations.find((c) => c.id === p.default_combination_id) ?? p.combinations[0]
  const images = p.images.map((i) => absoluteAsset(origin, i.sizes.PRODUCT_PAGE_LARGE.url))
  const price = def?.price?.amount ?? p.price?.amount ?? null
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: p.title,
    ...(images.length && { image: images }),
    description,
    ...(def?.sku && { sku: def.sku }),
    ...(p.brand && { brand: { "@type": "Brand", name: p.brand.name } }),
    ...(price !== null && {
      offers: {
        "@type": "Offer",
        url: absoluteUrl(origin, locale, path),
        price: price.toFixed(2),
        priceCurrency: "DZD",
        availability: p.available ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
        itemCondition: "https://schema.org/NewCondition",
      },
    }),
    ...(p.rating.count > 0 &&
      p.rating.average !== null && {
        aggregateRating: {
          "@type": "AggregateRating",
          ratingValue: Number(p.rating.average.toFixed(2)),
          reviewCount: p.rating.count,
          bestRating: 5,
          worstRating: 1,
        },
      }),
  }
}

/** JSON for a <script type="application/ld+json">: "<" escaped so text can never close the script. */
export const jsonLdText = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")

/** The product page's meta tags and JSON-LD documents. */
export function productSeo(a: {
  origin: string
  locale: Locale
  path: string
  title: string
  description: string
  product: StorePageProduct
  crumbs: Crumb[]
}) {
  const image = a.product.images[0]?.sizes.PRODUCT_PAGE_LARGE.url ?? null
  return {
    meta: seoMeta({ origin: a.origin, locale: a.locale, path: a.path, title: a.title, description: a.description, image, type: "product" }),
    jsonLd: [productJsonLd(a.origin, a.locale, a.path, a.product, a.description), breadcrumbJsonLd(a.origin, a.locale, a.crumbs)],
  }
}

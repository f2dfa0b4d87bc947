// The product page as GET /store/products/:handle/page gives it, and the view the page renders.
// Descriptions are sanitised by the loader (server) so the sanitiser never ships to the browser.
import type { SizedImage, StorePageProduct } from "@shop/contracts/catalog"
import type { ProductView, VariantView } from "./product"

type Sized = SizedImage
/** The product page's answer: @shop/contracts/catalog. */
export type { StorePageProduct }

export type GalleryImage = { large: Sized; thumb: Sized }
/** `imageIndex`: where the combination's own first picture is in the gallery (null: it has none). */
export type PageVariant = VariantView & { sku: string | null; promotion: { value_type: string; value: number } | null; imageIndex: number | null }

export type ProductPageView = Omit<ProductView, "variants"> & {
  variants: PageVariant[]
  defaultVariantId: string | null
  summaryHtml: string
  descriptionHtml: string
  gallery: GalleryImage[]
  brand: { slug: string; name: string; logo: string | null } | null
  rating: { count: number; average: number | null }
  features: { label: string; values: string[] }[]
  pack: { mode: string; items: { title: string; handle: string | null; quantity: number; thumb: string | null; combination: string | null }[] } | null
  available: boolean
}

/** The page view; `sanitize` turns stored HTML into safe HTML (lib/sanitize-html, server side). */
export function toProductPageView(p: StorePageProduct, sanitize: (html: string | null) => string): ProductPageView {
  const gallery = p.images.map((i) => ({ large: i.sizes.PRODUCT_PAGE_LARGE, thumb: i.sizes.SMALL_PRODUCT }))
  const galleryIndex = new Map(p.images.map((i, n) => [i.id, n]))
  // Medusa lists, for each combination, the product's shared pictures as well as its own: a picture
  // every combination lists is the product's, not the choice's (the gallery starts with those anyway)
  const shared = new Set(
    p.combinations.length > 1 ? p.combinations.reduce<string[]>((all, c, n) => (n === 0 ? c.image_ids : all.filter((id) => c.image_ids.includes(id))), []) : []
  )
  const variants: PageVariant[] = p.combinations.map((c) => ({
    id: c.id,
    title: c.title ?? "",
    sku: c.sku,
    options: Object.fromEntries(c.values.map((v) => [v.option_id, v.value])),
    price: c.price?.amount ?? null,
    originalPrice: c.price?.old_amount ?? null,
    inStock: c.available,
    promotion: c.promotion ? { value_type: c.promotion.value_type, value: c.promotion.value } : null,
    imageIndex:
      c.image_ids
        .filter((id) => !shared.has(id))
        .map((id) => galleryIndex.get(id))
        .find((n) => n !== undefined) ?? null,
  }))
  return {
    id: p.id,
    handle: p.handle,
    title: p.title,
    description: p.description,
    image: gallery[0]?.thumb.url ?? null,
    category: p.main_category ? { handle: p.main_category.handle, name: p.main_category.name } : null,
    options: p.options.map((o) => ({ id: o.id, title: o.title, values: o.values.map((v) => v.value) })),
    variants,
    defaultVariantId: p.default_combination_id,
    summaryHtml: sanitize(p.subtitle),
    descriptionHtml: sanitize(p.description),
    gallery,
    // No logo of its own: the page shows the default logo (components/brand-logo).
    brand: p.brand ? { slug: p.brand.slug, name: p.brand.name, logo: p.brand.has_logo ? p.brand.logo_url : null } : null,
    rating: { count: p.rating?.count ?? 0, average: p.rating?.average ?? null },
    features: p.features.map((f) => ({ label: f.type.label, values: f.values.map((v) => v.value) })),
    pack: p.pack
      ? {
          mode: p.pack.mode,
          items: p.pack.items
            .filter((i) => !i.missing)
            .map((i) => ({
              title: i.title ?? "",
              handle: i.handle ?? null,
              quantity: i.quantity,
              thumb: i.thumb ?? null,
              combination: i.combination_name ?? null,
            })),
        }
      : null,
    available: p.available,
  }
}

/** Promotion badge text: "-20 %" or "-500 DA" style, formatted by the caller's money helper. */
export const promotionLabel = (v: { value_type: string; value: number }, formatAmount: (n: number) => string) =>
  v.value_type === "percentage" ? `-${v.value}\u00a0%` : `-${formatAmount(v.value)}`

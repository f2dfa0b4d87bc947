// The product page as GET /store/products/:handle/page gives it, and the view the page renders.
// Descriptions are sanitised by the loader (server) so the sanitiser never ships to the browser.
import type { ProductView, VariantView } from "./product"

type Sized = { url: string; width: number | null; height: number | null }
type Price = { amount: number; old_amount: number | null; currency_code: string } | null
type Promotion = { discount_id: string; value_type: "percentage" | "fixed" | string; value: number; ends_at?: string | null; title?: string | null } | null

export type StorePageProduct = {
  id: string
  handle: string
  title: string
  subtitle: string | null
  description: string | null
  images: { id: string; url: string; is_thumb: boolean; sizes: Record<"GRID_DISPLAY" | "SMALL_PRODUCT" | "PRODUCT_PAGE_LARGE", Sized> }[]
  options: { id: string; title: string; values: { id: string; value: string }[] }[]
  combinations: {
    id: string
    title: string | null
    sku: string | null
    is_default: boolean
    values: { option_id: string; type: string | null; value: string }[]
    price: Price
    promotion: Promotion
    available: boolean
    quantity: number | null
  }[]
  default_combination_id: string | null
  price: Price
  promotion: Promotion
  available: boolean
  features: { type: { id: string; code: string; label: string }; values: { id: string; value: string }[] }[]
  brand: { id: string; slug: string; name: string; logo_url: string | null; has_logo: boolean } | null
  main_category: { id: string; handle: string; name: string } | null
  pack: { mode: string; items: { product_id: string; handle?: string; title?: string; quantity: number; thumb?: string | null; combination_name?: string | null; missing?: boolean }[] } | null
  rating: { count: number; average: number | null }
}

export type GalleryImage = { large: Sized; thumb: Sized }
export type PageVariant = VariantView & { sku: string | null; promotion: { value_type: string; value: number } | null }

export type ProductPageView = ProductView & {
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
  const variants: PageVariant[] = p.combinations.map((c) => ({
    id: c.id,
    title: c.title ?? "",
    sku: c.sku,
    options: Object.fromEntries(c.values.map((v) => [v.option_id, v.value])),
    price: c.price?.amount ?? null,
    originalPrice: c.price?.old_amount ?? null,
    inStock: c.available,
    promotion: c.promotion ? { value_type: c.promotion.value_type, value: c.promotion.value } : null,
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
    // The default placeholder (no logo of its own) is not shown (spec §2).
    brand: p.brand ? { slug: p.brand.slug, name: p.brand.name, logo: p.brand.has_logo ? p.brand.logo_url : null } : null,
    rating: { count: p.rating?.count ?? 0, average: p.rating?.average ?? null },
    features: p.features.map((f) => ({ label: f.type.label, values: f.values.map((v) => v.value) })),
    pack: p.pack
      ? {
          mode: p.pack.mode,
          items: p.pack.items
            .filter((i) => !i.missing)
            .map((i) => ({ title: i.title ?? "", handle: i.handle ?? null, quantity: i.quantity, thumb: i.thumb ?? null, combination: i.combination_name ?? null })),
        }
      : null,
    available: p.available,
  }
}

/** Promotion badge text: "-20 %" or "-500 DA" style, formatted by the caller's money helper. */
export const promotionLabel = (v: { value_type: string; value: number }, formatAmount: (n: number) => string) =>
  v.value_type === "percentage" ? `-${v.value}\u00a0%` : `-${formatAmount(v.value)}`

import type { Responsive } from "~/features/content/content"

/** Spec §9: autoplay delay (ms) and items per view (desktop, tablet, mobile) of each kind of carousel. */
export const CAROUSELS = {
  banners: { autoplay: 2500, per: { desktop: 1, tablet: 1, mobile: 1 } },
  products: { autoplay: 3100, per: { desktop: 5, tablet: 3, mobile: 2 } },
  categories: { autoplay: 3100, per: { desktop: 8, tablet: 6, mobile: 4 } },
  brands: { autoplay: 3100, per: { desktop: 8, tablet: 6, mobile: 4 } },
  brand_lines: { autoplay: 3100, per: { desktop: 5, tablet: 3, mobile: 2 } },
  blog_posts: { autoplay: 3100, per: { desktop: 3, tablet: 2, mobile: 1 } },
  blog_categories: { autoplay: 3000, per: { desktop: 4, tablet: 3, mobile: 2 }, max: 4 },
  text: { autoplay: 3000, per: { desktop: 1, tablet: 1, mobile: 1 } },
  /** The promotion page's rotator of the other running promotions (one at a time). */
  promotions: { autoplay: 3000, per: { desktop: 1, tablet: 1, mobile: 1 } },
} as const satisfies Record<string, { autoplay: number; per: Responsive; max?: number }>
export type CarouselKind = keyof typeof CAROUSELS

/** Tailwind's sm and lg: below 640 px is a phone, from 1024 px a desktop. The CSS uses the same. */
export const BREAKPOINTS = { tablet: 640, desktop: 1024 } as const

/** Items per view: the block's own numbers (admin "responsive") when valid, else the spec's; capped by the kind's max. */
export function itemsPerView(kind: CarouselKind, responsive?: Responsive | null): Responsive {
  const spec = CAROUSELS[kind]
  const cap = "max" in spec ? spec.max : Infinity
  const pick = (k: keyof Responsive) => {
    const own = responsive?.[k]
    const n = Number.isInteger(own) && (own as number) >= 1 ? (own as number) : spec.per[k]
    return Math.min(n, cap)
  }
  return { desktop: pick("desktop"), tablet: pick("tablet"), mobile: pick("mobile") }
}

export type View = keyof Responsive

/** The breakpoint range of a viewport width, as the CSS media queries of the static row see it. */
export function viewFor(width: number): View {
  return width >= BREAKPOINTS.desktop ? "desktop" : width >= BREAKPOINTS.tablet ? "tablet" : "mobile"
}

/**
 * react-slick settings for the current view. Not slick's own `responsive`: react-slick 0.31 applies a
 * breakpoint only when a media query *changes*, never at mount, so a phone would get the desktop count
 * (and the slides would jump). The carousel reads the view with matchMedia itself (same ranges as the CSS).
 *
 * Right to left, slick reverses its track and starts at `slideCount - 1 - initialSlide`; the track is laid
 * out left to right (tailwind.css), so slide 0 is drawn rightmost, where the server's row draws it, only
 * when slick starts `slidesToShow - 1` slides in (decision 0054). No autoplay for visitors who asked their
 * system for less motion.
 */
export function slickSettings(
  kind: CarouselKind,
  per: Responsive,
  view: View,
  count: number,
  { rtl = false, vertical = false, reducedMotion = false }: { rtl?: boolean; vertical?: boolean; reducedMotion?: boolean } = {}
) {
  const slidesToShow = Math.min(per[view], Math.max(count, 1))
  const scrolls = count > slidesToShow
  const rightToLeft = vertical ? false : rtl
  return {
    autoplay: !reducedMotion,
    autoplaySpeed: CAROUSELS[kind].autoplay,
    pauseOnHover: true,
    arrows: !vertical && scrolls,
    dots: false,
    infinite: count > 1,
    speed: 500,
    rtl: rightToLeft,
    initialSlide: rightToLeft && scrolls ? slidesToShow - 1 : 0,
    vertical,
    swipeToSlide: true,
    slidesToShow,
    slidesToScroll: 1,
  }
}

/** Banners are pictures only: their arrows may sit over the picture's edges. Other slides hold text and buttons. */
export const arrowsOverlay = (kind: CarouselKind) => kind === "banners"

/**
 * The classes reserving the arrows' gutter at each breakpoint where there are more slides than fit
 * (where the arrows show), so the server's row and the mounted slider have the same widths.
 */
export function gutterClasses(per: Responsive, count: number): string {
  const at = { mobile: "carousel-gutter-m", tablet: "carousel-gutter-t", desktop: "carousel-gutter-d" } as const
  return (Object.keys(at) as View[])
    .filter((v) => count > per[v])
    .map((v) => at[v])
    .join(" ")
}

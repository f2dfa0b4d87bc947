import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react"
import SlickImport from "react-slick"
import "slick-carousel/slick/slick.css"
import { arrowsOverlay, BREAKPOINTS, gutterClasses, itemsPerView, slickSettings, viewFor, type CarouselKind, type View } from "~/lib/carousel"
import type { Responsive } from "~/features/content/content"
import { usePageLocale } from "~/lib/use-locale"
import { dirFor } from "~/lib/locale"
import { usePrefersReducedMotion } from "~/lib/use-reduced-motion"

// react-slick is CommonJS: under Node's ESM loader the component sits on `.default`.
const Slider = ((SlickImport as unknown as { default?: typeof SlickImport }).default ?? SlickImport) as typeof SlickImport

/**
 * The viewport's breakpoint range once hydrated (null on the server and in the first client render),
 * kept current on resize; the same media queries as the static row's CSS.
 */
export function useView(): View | null {
  const [view, setView] = useState<View | null>(null)
  useEffect(() => {
    const queries = [`(min-width: ${BREAKPOINTS.tablet}px)`, `(min-width: ${BREAKPOINTS.desktop}px)`].map((q) => window.matchMedia(q))
    const update = () => setView(queries[1].matches ? "desktop" : queries[0].matches ? "tablet" : "mobile")
    update()
    queries.forEach((q) => q.addEventListener("change", update))
    return () => queries.forEach((q) => q.removeEventListener("change", update))
  }, [])
  return view
}

/**
 * An arrow outside the slides: in the carousel's own inline padding (never over a card's text or
 * buttons), except over a banner picture. Placed by logical sides, so in Arabic "previous" is on the right.
 */
function Arrow({ side, onClick, label, overlay }: { side: "prev" | "next"; onClick: () => void; label: string; overlay: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`absolute top-1/2 z-10 flex h-9 w-8 -translate-y-1/2 items-center justify-center rounded-full text-xl text-slate-800 hover:bg-white ${
        overlay ? "bg-white/90 shadow" : "bg-white shadow-sm ring-1 ring-slate-200"
      } ${side === "prev" ? "start-0" : "end-0"}`}
      data-testid={`carousel-${side}`}
    >
      <span aria-hidden="true" className="rtl:-scale-x-100">
        {side === "prev" ? "‹" : "›"}
      </span>
    </button>
  )
}

type Props = {
  kind: CarouselKind
  slides: ReactNode[]
  responsive?: Responsive | null
  vertical?: boolean
  labels: { prev: string; next: string }
  testId?: string
}

/**
 * A react-slick carousel with the spec's timings and items per view. The server (and the first
 * client render) output the first slides in a CSS row of the same widths; the slider replaces it
 * after hydration. Right to left (decision 0054): slick's `rtl` orders the slides, but slick forces
 * `dir="ltr"` on its box, so every slide gets the page's direction back (text alignment, prices,
 * dates). The arrows are ours, outside slick's box, in a gutter both renders reserve.
 */
export function Carousel({ kind, slides, responsive, vertical = false, labels, testId }: Props) {
  const view = useView()
  const hydrated = view !== null
  const locale = usePageLocale()
  const dir = dirFor(locale)
  const slider = useRef<SlickImport>(null)
  const per = itemsPerView(kind, responsive)
  const style = { "--per-m": per.mobile, "--per-t": per.tablet, "--per-d": per.desktop } as CSSProperties
  const reducedMotion = usePrefersReducedMotion()
  const settings = slickSettings(kind, per, view ?? viewFor(Infinity), slides.length, { rtl: dir === "rtl", vertical, reducedMotion })
  const overlay = arrowsOverlay(kind)
  const gutter = overlay || vertical ? "" : gutterClasses(per, slides.length)
  // Right to left, slick's autoplay steps its index down (next in reading order) while slickNext steps it up.
  const forward = (side: "prev" | "next") => (side === "next") !== settings.rtl
  const go = (side: "prev" | "next") => (forward(side) ? slider.current?.slickNext() : slider.current?.slickPrev())
  return (
    <div
      className={`carousel relative ${vertical ? "carousel-vertical" : ""} ${gutter}`}
      dir={vertical ? undefined : dir}
      style={style}
      data-testid={testId ?? "carousel"}
      data-kind={kind}
      data-mounted={hydrated ? "1" : "0"}
      data-autoplay={settings.autoplaySpeed}
    >
      {hydrated ? (
        <>
          <Slider ref={slider} {...settings} arrows={false}>
            {slides.map((s, i) => (
              <div key={i} className="carousel-slide" dir={vertical ? undefined : dir}>
                {s}
              </div>
            ))}
          </Slider>
          {settings.arrows ? (
            <>
              <Arrow side="prev" label={labels.prev} overlay={overlay} onClick={() => go("prev")} />
              <Arrow side="next" label={labels.next} overlay={overlay} onClick={() => go("next")} />
            </>
          ) : null}
        </>
      ) : (
        <div className="carousel-static">
          {slides.slice(0, vertical ? 1 : per.desktop).map((s, i) => (
            <div key={i} className="carousel-cell carousel-slide">
              {s}
            </div>
          ))}
        </div>
      )}
    </div>
  )
}

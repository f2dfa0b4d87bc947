import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import type { GalleryImage } from "~/features/product/product-page"

const LARGE = 800
const THUMB = 120

/**
 * Main slider (scroll-snap, one PRODUCT_PAGE_LARGE picture per slide) and a strip of 4 thumbnails.
 * Every picture has width/height and sits in a square box, so nothing moves while loading; only the
 * first one is eager with high priority (it is the page's largest paint). `focus`: the picture of
 * the chosen combination, when it has its own; `focusAtLoad`: the address chose it (`?variant=`).
 */
export function ProductGallery({
  images,
  title,
  focus = null,
  focusAtLoad = false,
}: {
  images: GalleryImage[]
  title: string
  focus?: number | null
  focusAtLoad?: boolean
}) {
  const { t } = useTranslation()
  const slider = useRef<HTMLDivElement>(null)
  const [current, setCurrent] = useState(0)
  const show = (n: number) => {
    setCurrent(n)
    const slide = slider.current?.children[n] as HTMLElement | undefined
    slide?.scrollIntoView({ behavior: "smooth", block: "nearest", inline: "start" })
  }
  // choosing a combination with its own picture brings it into view (decision 0054); at load only
  // when the address asks for that combination (the first picture is otherwise the page's largest paint)
  const loaded = useRef(false)
  useEffect(() => {
    if ((loaded.current || focusAtLoad) && focus !== null && focus < images.length) show(focus)
    loaded.current = true
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the choice changes
  }, [focus])
  if (!images.length) return <div className="aspect-square rounded-2xl border border-slate-200 bg-slate-50" data-testid="product-gallery" />
  return (
    <div data-testid="product-gallery" aria-label={t("product.gallery")} role="region">
      <div
        ref={slider}
        className="flex aspect-square snap-x snap-mandatory overflow-x-auto overflow-y-hidden rounded-2xl border border-slate-200 bg-white [scrollbar-width:none]"
        onScroll={(e) => {
          const el = e.currentTarget
          const n = Math.round(Math.abs(el.scrollLeft) / el.clientWidth)
          if (n !== current) setCurrent(n)
        }}
      >
        {images.map((img, n) => (
          <div key={img.large.url + n} className="h-full w-full shrink-0 snap-start">
            <img
              src={img.large.url}
              alt={n === 0 ? title : `${title} (${n + 1})`}
              width={img.large.width ?? LARGE}
              height={img.large.height ?? LARGE}
              loading={n === 0 ? "eager" : "lazy"}
              decoding={n === 0 ? "sync" : "async"}
              {...(n === 0 ? { fetchpriority: "high" } : {})}
              className="h-full w-full object-contain"
              data-testid={n === 0 ? "product-image" : "gallery-image"}
            />
          </div>
        ))}
      </div>
      {images.length > 1 && (
        <ul className="mt-3 grid grid-cols-4 gap-2" data-testid="gallery-thumbs">
          {images.slice(0, 4).map((img, n) => (
            <li key={img.thumb.url + n}>
              <button
                type="button"
                onClick={() => show(n)}
                aria-label={t("product.show_image", { n: n + 1 })}
                aria-current={current === n ? "true" : undefined}
                className={
                  "block aspect-square w-full overflow-hidden rounded-lg border-2 bg-white " + (current === n ? "border-brand-700" : "border-slate-200")
                }
                data-testid="gallery-thumb"
              >
                <img
                  src={img.thumb.url}
                  alt=""
                  width={img.thumb.width ?? THUMB}
                  height={img.thumb.height ?? THUMB}
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

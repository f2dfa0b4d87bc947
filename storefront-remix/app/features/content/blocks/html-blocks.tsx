import { useTranslation } from "react-i18next"
import { Carousel } from "~/components/carousel"
import { SafeHtml } from "~/components/safe-html"
import { listItems } from "~/lib/html-items"
import { BlockFrame } from "./block-frame"
import type { BlockProps } from "./types"

export function HtmlBlock({ block }: BlockProps) {
  return (
    <BlockFrame block={block}>
      <SafeHtml html={block.html} className="content-html" testId="html-block" />
    </BlockFrame>
  )
}

/** text_carousel: one line at a time, vertical, made of the <li> items of the block's HTML. */
export function TextCarouselBlock({ block }: BlockProps) {
  const { t } = useTranslation()
  const items = listItems(block.html)
  if (!items.length) return null
  return (
    <BlockFrame block={block}>
      <Carousel
        kind="text"
        vertical
        testId="text-carousel"
        labels={{ prev: t("content.prev"), next: t("content.next") }}
        slides={items.map((html, i) => (
          <div key={i} className="flex h-10 items-center justify-center overflow-hidden text-center font-medium" dangerouslySetInnerHTML={{ __html: html }} />
        ))}
      />
    </BlockFrame>
  )
}

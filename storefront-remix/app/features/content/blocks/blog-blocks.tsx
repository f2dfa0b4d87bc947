import { Link } from "@remix-run/react"
import { useTranslation } from "react-i18next"
import { BlogCard } from "~/features/content/blog/blog-card"
import { Carousel } from "~/components/carousel"
import { localizePath } from "~/lib/locale"
import { truncate } from "~/features/content/menu"
import { BlockFrame } from "./block-frame"
import type { BlockProps } from "./types"

export function BlogPostsBlock({ block, locale }: BlockProps) {
  const { t } = useTranslation()
  const posts = block.data.posts ?? []
  if (!posts.length) return null
  return (
    <BlockFrame block={block}>
      <Carousel
        kind="blog_posts"
        responsive={block.responsive}
        labels={{ prev: t("content.prev"), next: t("content.next") }}
        slides={posts.map((p) => (
          <div key={p.id} className="h-full px-2">
            <BlogCard post={p} locale={locale} />
          </div>
        ))}
      />
    </BlockFrame>
  )
}

export function BlogPostCardBlock({ block, locale }: BlockProps) {
  const post = block.data.post
  if (!post) return null
  return (
    <BlockFrame block={block}>
      <div className="max-w-md">
        <BlogCard post={post} locale={locale} />
      </div>
    </BlockFrame>
  )
}

export function BlogCategoriesBlock({ block, locale }: BlockProps) {
  const { t } = useTranslation()
  const cats = block.data.blog_categories ?? []
  if (!cats.length) return null
  return (
    <BlockFrame block={block}>
      <Carousel
        kind="blog_categories"
        responsive={block.responsive}
        labels={{ prev: t("content.prev"), next: t("content.next") }}
        slides={cats.map((c) => (
          <Link
            key={c.id}
            to={localizePath(locale, c.path)}
            className="mx-2 block overflow-hidden rounded-xl border border-slate-200 bg-white"
            data-testid="blog-category-tile"
          >
            <span className="block aspect-[16/9] bg-slate-100">
              {c.thumbnail_url ? <img src={c.thumbnail_url} alt="" width={320} height={180} loading="lazy" className="h-full w-full object-cover" /> : null}
            </span>
            <span className="block p-3">
              <span className="block font-semibold text-theme-heading">{c.name}</span>
              <span className="mt-1 line-clamp-3 block h-[3.75rem] text-sm text-slate-600">{truncate(c.description)}</span>
            </span>
          </Link>
        ))}
      />
    </BlockFrame>
  )
}

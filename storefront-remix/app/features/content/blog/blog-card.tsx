import { Link } from "@remix-run/react"
import type { BlogPostCard } from "~/features/content/content"
import { localizePath, type Locale } from "~/lib/locale"
import { truncate } from "~/features/content/menu"

// One formatter per language, built once (building one is costly: decision 0078).
const dateFormats = new Map<Locale, Intl.DateTimeFormat>()

export function formatDate(iso: string, locale: Locale) {
  const d = new Date(iso)
  if (!Number.isFinite(d.getTime())) return ""
  let format = dateFormats.get(locale)
  if (!format) {
    // A fixed time zone: the server and the browser must print the same day.
    format = new Intl.DateTimeFormat(locale === "ar" ? "ar-DZ" : locale, { dateStyle: "medium", timeZone: "Africa/Algiers" })
    dateFormats.set(locale, format)
  }
  return format.format(d)
}

/** A blog post's card: picture, categories, title, date, description cut at 100 characters. */
export function BlogCard({ post, locale }: { post: BlogPostCard; locale: Locale }) {
  const href = localizePath(locale, post.path || `/blog/${post.slug}`)
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white" data-testid="blog-card">
      <Link to={href} className="block aspect-[16/9] bg-slate-100">
        {post.thumbnail_url ? <img src={post.thumbnail_url} alt="" width={480} height={270} loading="lazy" className="h-full w-full object-cover" /> : null}
      </Link>
      <div className="flex flex-1 flex-col gap-1 p-4">
        {post.categories.length ? <p className="text-xs font-semibold uppercase text-theme-primary">{post.categories.map((c) => c.name).join(" · ")}</p> : null}
        <h3 className="font-bold leading-snug text-theme-heading">
          <Link to={href} className="hover:underline" data-testid="blog-card-title">
            {post.title}
          </Link>
        </h3>
        <time dateTime={post.published_at} className="text-xs text-slate-500">
          {formatDate(post.published_at, locale)}
        </time>
        <p className="text-sm text-slate-600" data-testid="blog-card-excerpt">
          {truncate(post.excerpt)}
        </p>
      </div>
    </article>
  )
}

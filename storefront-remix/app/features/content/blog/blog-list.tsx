import { Link } from "@remix-run/react"
import { useTranslation } from "react-i18next"
import type { BlogCategory, BlogPostCard } from "~/features/content/content"
import { localizePath, type Locale } from "~/lib/locale"
import { BlogCard } from "./blog-card"

type Props = { locale: Locale; title: string; intro?: string | null; posts: BlogPostCard[]; page: number; pages: number; categories?: BlogCategory[] }

/** A page of blog posts (the blog, a category) with previous/next links that work without script. */
export function BlogList({ locale, title, intro, posts, page, pages, categories }: Props) {
  const { t } = useTranslation()
  const at = (n: number) => (n > 1 ? `?page=${n}` : "?")
  return (
    <div className="space-y-6" data-testid="blog-list">
      <header>
        <h1 className="text-3xl font-bold text-theme-heading" data-testid="blog-title">
          {title}
        </h1>
        {intro ? <p className="mt-2 text-slate-600">{intro}</p> : null}
      </header>
      {categories?.length ? (
        <nav aria-label={t("blog.categories")}>
          <ul className="flex flex-wrap gap-2">
            {categories.map((c) => (
              <li key={c.id}>
                <Link
                  to={localizePath(locale, c.path)}
                  className="rounded-full border border-slate-200 bg-white px-3 py-1 text-sm hover:text-theme-primary"
                  data-testid="blog-category-link"
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {posts.length ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((p) => (
            <li key={p.id}>
              <BlogCard post={p} locale={locale} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600" data-testid="blog-empty">
          {t("blog.empty")}
        </p>
      )}
      {pages > 1 ? (
        <nav className="flex items-center justify-between gap-4" data-testid="blog-pagination">
          {page > 1 ? (
            <Link to={at(page - 1)} rel="prev" className="rounded-lg border border-slate-200 bg-white px-4 py-2">
              {t("blog.previous_page")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-600">{t("blog.page_of", { page, pages })}</span>
          {page < pages ? (
            <Link to={at(page + 1)} rel="next" className="rounded-lg border border-slate-200 bg-white px-4 py-2" data-testid="blog-next">
              {t("blog.next_page")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  )
}

export const BLOG_PAGE_SIZE = 9

/** ?page=N, 1 when missing; null when not a positive integer (the caller answers 404). */
export function pageParam(url: URL): number | null {
  const raw = url.searchParams.get("page")
  if (raw === null) return 1
  return /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : null
}

import { data, type LoaderFunctionArgs } from "@remix-run/node"
import { Link, useLoaderData } from "@remix-run/react"
import { useTranslation } from "react-i18next"
import { formatDate } from "~/features/content/blog/blog-card"
import { SafeHtml } from "~/components/safe-html"
import i18next from "~/i18next.server"
import { CACHE } from "~/lib/cache"
import { getBlogPost } from "~/features/content/content.server"
import { requireLocale } from "~/lib/lang.server"
import { localizePath } from "~/lib/locale"
import { truncate } from "~/features/content/menu"
import { notFound } from "~/lib/not-found.server"
import { loaderCacheHeaders, metaFromLoader } from "~/lib/page-headers"

/** A blog post (unknown, unpublished or future: 404 from the backend). */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const locale = requireLocale(params, request)
  if (!/^[a-z0-9-]{1,200}$/.test(params.slug ?? "")) throw notFound()
  const found = await getBlogPost(params.slug!, locale)
  if (!found) throw notFound()
  const t = await i18next.getFixedT(locale)
  const { post } = found
  return data(
    { locale, post, meta: { title: `${post.title} | ${t("blog.title")}`, description: post.meta_description || truncate(post.excerpt, 160) } },
    { headers: { "Cache-Control": CACHE.publicPage } }
  )
}

export const headers = loaderCacheHeaders
export const meta = metaFromLoader

export default function BlogPostPage() {
  const { locale, post } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <article className="mx-auto max-w-3xl space-y-4" data-testid="blog-post">
      <Link to={localizePath(locale, "/blog")} className="text-sm text-theme-primary hover:underline">
        {t("blog.back")}
      </Link>
      <h1 className="text-3xl font-bold text-theme-heading" data-testid="blog-post-title">
        {post.title}
      </h1>
      <p className="text-sm text-slate-500">
        {t("blog.published_on", { date: formatDate(post.published_at, locale) })}
        {post.categories.map((c) => (
          <Link
            key={c.slug}
            to={localizePath(locale, `/blog/categories/${c.slug}`)}
            className="ms-2 rounded-full bg-slate-100 px-2 py-0.5 hover:text-theme-primary"
          >
            {c.name}
          </Link>
        ))}
      </p>
      {post.thumbnail_url ? <img src={post.thumbnail_url} alt="" width={960} height={540} className="aspect-[16/9] w-full rounded-2xl object-cover" /> : null}
      <SafeHtml html={post.body_html} className="content-html" testId="blog-post-body" />
    </article>
  )
}

import { data, type LoaderFunctionArgs } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { BLOG_PAGE_SIZE, BlogList, pageParam } from "~/features/content/blog/blog-list"
import i18next from "~/i18next.server"
import { CACHE } from "~/lib/cache"
import { listBlogCategories, listBlogPosts } from "~/features/content/content.server"
import { requireLocale } from "~/lib/lang.server"
import { notFound } from "~/lib/not-found.server"
import { loaderCacheHeaders, metaFromLoader } from "~/lib/page-headers"

/** The blog: latest posts, paginated, and its categories. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const locale = requireLocale(params, request)
  const page = pageParam(new URL(request.url))
  if (!page) throw notFound()
  const t = await i18next.getFixedT(locale)
  const [{ posts, count }, { categories }] = await Promise.all([
    listBlogPosts(locale, { limit: BLOG_PAGE_SIZE, offset: (page - 1) * BLOG_PAGE_SIZE }),
    listBlogCategories(locale).catch(() => ({ categories: [] })),
  ])
  const pages = Math.max(1, Math.ceil(count / BLOG_PAGE_SIZE))
  if (page > pages) throw notFound()
  const title = t("blog.title")
  return data(
    { locale, posts, categories, page, pages, meta: { title: `${title} | ${t("shop.name")}`, description: t("blog.meta_description") }, title },
    { headers: { "Cache-Control": CACHE.publicPage } }
  )
}

export const headers = loaderCacheHeaders
export const meta = metaFromLoader

export default function Blog() {
  const d = useLoaderData<typeof loader>()
  return <BlogList locale={d.locale} title={d.title} posts={d.posts} page={d.page} pages={d.pages} categories={d.categories} />
}

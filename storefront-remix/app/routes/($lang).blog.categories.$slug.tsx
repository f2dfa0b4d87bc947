import { data, type LoaderFunctionArgs } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { BLOG_PAGE_SIZE, BlogList, pageParam } from "~/features/content/blog/blog-list"
import i18next from "~/i18next.server"
import { CACHE } from "~/lib/cache"
import { getBlogCategory } from "~/features/content/content.server"
import { requireLocale } from "~/lib/lang.server"
import { truncate } from "~/features/content/menu"
import { notFound } from "~/lib/not-found.server"
import { loaderCacheHeaders, metaFromLoader } from "~/lib/page-headers"

/** A blog category with its posts, paginated. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const locale = requireLocale(params, request)
  const page = pageParam(new URL(request.url))
  if (!page || !/^[a-z0-9-]{1,100}$/.test(params.slug ?? "")) throw notFound()
  const found = await getBlogCategory(params.slug!, locale, { limit: BLOG_PAGE_SIZE, offset: (page - 1) * BLOG_PAGE_SIZE })
  if (!found) throw notFound()
  const pages = Math.max(1, Math.ceil(found.count / BLOG_PAGE_SIZE))
  if (page > pages) throw notFound()
  const t = await i18next.getFixedT(locale)
  const { category, posts } = found
  return data(
    {
      locale,
      category,
      posts,
      page,
      pages,
      meta: {
        title: `${category.name} | ${t("blog.title")}`,
        description: truncate(category.description, 160) || t("blog.category_meta", { name: category.name }),
      },
    },
    { headers: { "Cache-Control": CACHE.publicPage } }
  )
}

export const headers = loaderCacheHeaders
export const meta = metaFromLoader

export default function BlogCategoryPage() {
  const d = useLoaderData<typeof loader>()
  return <BlogList locale={d.locale} title={d.category.name} intro={d.category.description} posts={d.posts} page={d.page} pages={d.pages} />
}

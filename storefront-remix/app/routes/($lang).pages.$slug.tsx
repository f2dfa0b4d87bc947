import { data, type LoaderFunctionArgs } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { SafeHtml } from "~/components/safe-html"
import { OpeningHours } from "~/components/site-footer"
import i18next from "~/i18next.server"
import { CACHE } from "~/lib/cache"
import { getCmsPage } from "~/features/content/content.server"
import { requireLocale } from "~/lib/lang.server"
import { htmlToText } from "~/lib/sanitize-html.server"
import { truncate } from "~/features/content/menu"
import { notFound } from "~/lib/not-found.server"
import { loaderCacheHeaders, metaFromLoader } from "~/lib/page-headers"

/** A CMS page (about, delivery, terms...); unpublished or unknown: 404. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const locale = requireLocale(params, request)
  if (!/^[a-z0-9-]{1,200}$/.test(params.slug ?? "")) throw notFound()
  const found = await getCmsPage(params.slug!, locale)
  if (!found) throw notFound()
  const t = await i18next.getFixedT(locale)
  const { page } = found
  return data(
    { page, meta: { title: `${page.title} | ${t("shop.name")}`, description: page.meta_description || truncate(htmlToText(page.body_html), 160) } },
    { headers: { "Cache-Control": CACHE.publicPage } }
  )
}

export const headers = loaderCacheHeaders
export const meta = metaFromLoader

export default function CmsPage() {
  const { page } = useLoaderData<typeof loader>()
  return (
    <article className="mx-auto max-w-3xl space-y-4" data-testid="cms-page">
      <h1 className="text-3xl font-bold text-theme-heading" data-testid="cms-page-title">
        {page.title}
      </h1>
      <SafeHtml html={page.body_html} className="content-html" testId="cms-page-body" />
      {/* the contact page says when the shop is open (issue 22) */}
      {page.slug === "contact" ? <OpeningHours className="rounded-lg border border-slate-200 p-4 text-sm" testId="contact-opening-hours" /> : null}
    </article>
  )
}

import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { ThankYou } from "~/features/checkout/components/thank-you"
import { CACHE } from "~/lib/cache"
import { requireLocale } from "~/lib/lang.server"
import { storeApi } from "~/lib/store-api.server"
import { notFound } from "~/lib/not-found.server"
import i18next from "~/i18next.server"

/**
 * `thank_you_url` of the order answer: a placed cash-on-delivery order's overview (lines, totals,
 * purchase time) at an address the buyer can reload or keep. Nothing about the buyer is shown.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const locale = requireLocale(params, request)
  const id = params.id ?? ""
  if (!/^order_[0-9A-Za-z]{10,40}$/.test(id)) throw notFound()
  const order = await storeApi.getCodOrder(id, locale)
  if (!order) throw notFound()
  const t = await i18next.getFixedT(locale)
  return data({ locale, order, title: t("form.thanks_title") }, { headers: { "Cache-Control": CACHE.private } })
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : [])

export default function ThankYouPage() {
  const { locale, order } = useLoaderData<typeof loader>()
  return (
    <article className="mx-auto max-w-xl" data-testid="thank-you-page">
      <ThankYou locale={locale} order={order} placedAt={Date.parse(order.created_at)} />
    </article>
  )
}

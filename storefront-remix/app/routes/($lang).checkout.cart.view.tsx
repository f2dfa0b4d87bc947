import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { useLoaderData, useLocation } from "@remix-run/react"
import { useTranslation } from "react-i18next"
import { OrderForm } from "~/features/checkout/components/order-form"
import i18next from "~/i18next.server"
import { requireLocale } from "~/lib/lang.server"
import { storeApi } from "~/lib/store-api.server"
import { codOrderAction } from "~/features/checkout/order-action.server"
import { skipRevalidationAfterPost } from "~/features/checkout/order-form"
import { loadOrderForm, orderFormHeaders } from "~/features/checkout/order-form-loader.server"
import { useBrowserCart } from "~/features/cart/use-browser-cart"

export async function loader({ params, request }: LoaderFunctionArgs) {
  const locale = requireLocale(params, request)
  const [t, { form, headers }] = await Promise.all([i18next.getFixedT(locale), loadOrderForm(storeApi, request)])
  return data({ locale, meta: { title: `${t("checkout.meta_title")} | ${t("shop.name")}`, description: t("checkout.meta_description") }, form }, { headers })
}

export const action = codOrderAction
export const shouldRevalidate = skipRevalidationAfterPost

export const headers = orderFormHeaders

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.meta.title }, { name: "description", content: data.meta.description }, { name: "robots", content: "noindex" }] : []

/** The cart checkout (spec §2 "Proceed to checkout"): the browser cart's lines and the order form. */
export default function CartCheckout() {
  const { locale, form } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  const cart = useBrowserCart()
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-bold sm:text-3xl" data-testid="checkout-title">
        {t("checkout.title")}
      </h1>
      <p className="mb-6 mt-2 text-slate-600">{t("checkout.intro")}</p>
      <OrderForm locale={locale} mode="cart" {...form} action={pathname + search} cart={cart} />
    </div>
  )
}

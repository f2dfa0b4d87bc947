import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { useFetcher, useLoaderData } from "@remix-run/react"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { CommuneField } from "~/components/checkout/commune-field"
import { OrderSummary } from "~/components/checkout/order-summary"
import { TextField } from "~/components/checkout/text-field"
import { TransporterField } from "~/components/checkout/transporter-field"
import { useDeliveryChoice } from "~/components/checkout/use-delivery-choice"
import { WilayaField } from "~/components/checkout/wilaya-field"
import i18next from "~/i18next.server"
import { CACHE } from "~/lib/cache"
import { communeState } from "~/lib/commune-state"
import { loadDeliveryQuery } from "~/lib/delivery-loader.server"
import { toWilayaOption } from "~/lib/geo"
import { loadWilayas } from "~/lib/geo-loaders.server"
import { requireLocale } from "~/lib/lang.server"
import { medusa } from "~/lib/medusa.server"
import { orderSummary } from "~/lib/order-summary"
import { useBrowserCart } from "~/lib/use-browser-cart"
import type { CommunesPayload } from "./api.communes.$wilaya"

export async function loader({ params, request }: LoaderFunctionArgs) {
  const locale = requireLocale(params, request)
  const client = medusa()
  const [t, wilayas, delivery] = await Promise.all([
    i18next.getFixedT(locale),
    loadWilayas(client),
    // ?wilaya=&commune=&option= is how the form works without JavaScript: the lists come with the page.
    loadDeliveryQuery(client, new URL(request.url).searchParams),
  ])
  return data(
    {
      locale,
      meta: { title: `${t("checkout.meta_title")} | ${t("shop.name")}`, description: t("checkout.meta_description") },
      wilayas: wilayas.ok ? wilayas.value.map(toWilayaOption) : null,
      delivery,
    },
    // The order form is personal, and its prices follow the rate table: never stored by a browser or a proxy.
    { headers: { "Cache-Control": CACHE.private } }
  )
}

export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? CACHE.private,
})

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: data.meta.title },
        { name: "description", content: data.meta.description },
        { name: "robots", content: "noindex" },
      ]
    : []

export default function CheckoutDelivery() {
  const { locale, wilayas, delivery: initial } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const [wilaya, setWilaya] = useState<number | null>(initial.wilaya)
  const fetcher = useFetcher<CommunesPayload>()
  const loaded = initial.communes
  const delivery = useDeliveryChoice({ commune: initial.commune, loaded: initial.transporters, pick: initial.pick })
  const cart = useBrowserCart()

  function chooseWilaya(code: number | null) {
    setWilaya(code)
    delivery.chooseCommune(null)
    // The page may already hold this wilaya's communes (it was loaded with ?wilaya=).
    if (code !== null && (loaded?.wilaya !== code || loaded.problem)) fetcher.load(`/api/communes/${code}`)
  }

  const state = communeState(wilaya, { fetched: fetcher.data, fetching: fetcher.state !== "idle", loaded })
  const keep = { wilaya: String(wilaya), commune: String(delivery.commune) }
  const summary = orderSummary(cart, delivery.chosen?.offer.price ?? null)

  return (
    <div className="mx-auto max-w-2xl">
      <h1 id="delivery-heading" className="text-2xl font-bold sm:text-3xl" data-testid="checkout-title">
        {t("checkout.title")}
      </h1>
      <p className="mt-2 text-slate-600">{t("checkout.intro")}</p>
      <section
        aria-labelledby="delivery-heading"
        className="mt-6 grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-8"
        data-testid="delivery-fields"
      >
        <TextField name="firstname" label={t("checkout.first_name")} autoComplete="given-name" />
        <TextField name="lastname" label={t("checkout.last_name")} autoComplete="family-name" />
        <TextField
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="0661234567"
          label={t("checkout.phone")}
          hint={t("checkout.phone_hint")}
          className="sm:col-span-2"
        />
        <WilayaField locale={locale} wilayas={wilayas} value={wilaya} onChange={chooseWilaya} />
        <CommuneField
          key={wilaya ?? "none"}
          locale={locale}
          state={state}
          wilaya={wilaya}
          value={delivery.commune}
          onChange={delivery.chooseCommune}
          retryHref={`?wilaya=${wilaya}`}
          onRetry={() => wilaya !== null && fetcher.load(`/api/communes/${wilaya}`)}
        />
        <TransporterField
          locale={locale}
          state={delivery.state}
          chosen={delivery.chosen}
          keep={keep}
          onChoose={delivery.choose}
          onRemove={delivery.remove}
          onRetry={delivery.retry}
          className="sm:col-span-2"
        />
        <TextField
          name="address"
          autoComplete="street-address"
          label={t("checkout.address")}
          hint={t("checkout.address_hint")}
          className="sm:col-span-2"
        />
      </section>
      <OrderSummary
        locale={locale}
        summary={summary}
        pending={delivery.commune === null ? t("checkout.select_commune_first") : t("checkout.choose_transporter")}
      />
    </div>
  )
}

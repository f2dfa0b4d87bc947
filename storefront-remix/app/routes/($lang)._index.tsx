import { alternateLinks } from "~/features/seo/seo"
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { Link, useLoaderData } from "@remix-run/react"
import { useTranslation } from "react-i18next"
import { Blocks } from "~/features/content/blocks/registry"
import i18next from "~/i18next.server"
import { CACHE } from "~/lib/cache"
import type { Block } from "~/features/content/content"
import { getContentPage } from "~/features/content/content.server"
import { requireLocale } from "~/lib/lang.server"
import { localizePath } from "~/lib/locale"

export async function loader({ params, request }: LoaderFunctionArgs) {
  const locale = requireLocale(params, request)
  const t = await i18next.getFixedT(locale)
  // The home's blocks (content plugin); without any (none yet, or the backend failing) the static welcome stays.
  let blocks: Block[] = []
  let cache: string = CACHE.publicPage
  try {
    blocks = (await getContentPage("home", locale))?.blocks ?? []
  } catch (e) {
    console.error(`home: content unavailable: ${(e as Error).message}`)
    cache = CACHE.private
  }
  return data(
    {
      locale,
      blocks,
      meta: {
        title: t("home.meta_title"),
        description: t("home.meta_description"),
      },
    },
    { headers: { "Cache-Control": cache } }
  )
}

export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? CACHE.private,
})

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return []
  const origin = (matches.find((m) => m.id === "root")?.data as { origin?: string } | undefined)?.origin
  return [{ title: data.meta.title }, { name: "description", content: data.meta.description }, ...(origin ? alternateLinks(origin, data.locale, "/") : [])]
}

export default function Home() {
  const { locale, blocks } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  if (blocks.length) {
    // The staff's blocks first; the page's heading stays for screen readers, and "how it works" with
    // its order button closes the page (cash on delivery needs explaining to first-time buyers).
    return (
      <div data-testid="home">
        <h1 className="sr-only" data-testid="home-heading">
          {t("home.heading")}
        </h1>
        <div className="space-y-10">
          <Blocks blocks={blocks as Block[]} locale={locale} />
          <HowItWorks locale={locale} />
        </div>
      </div>
    )
  }
  return <Welcome locale={locale} />
}

type Loc = ReturnType<typeof requireLocale>

/** The home before any block is configured. */
function Welcome({ locale }: { locale: Loc }) {
  const { t } = useTranslation()
  return (
    <div className="space-y-10" data-testid="home">
      <section className="rounded-2xl bg-brand-800 px-6 py-10 text-white sm:px-10 sm:py-14">
        <h1 className="text-3xl font-bold sm:text-4xl" data-testid="home-heading">
          {t("home.heading")}
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-brand-50">{t("shop.tagline")}</p>
        <p className="mt-2 max-w-2xl text-brand-100">{t("home.intro")}</p>
        <Link
          to={localizePath(locale, "/checkout/cart/view")}
          className="mt-6 inline-block rounded-lg bg-white px-6 py-3 font-semibold text-brand-800 shadow hover:bg-brand-50"
          data-testid="home-cta"
        >
          {t("home.cta")}
        </Link>
      </section>
      <HowItWorks locale={locale} cta={false} />
    </div>
  )
}

function HowItWorks({ locale, cta = true }: { locale: Loc; cta?: boolean }) {
  const { t } = useTranslation()
  const steps = [t("home.step_form"), t("home.step_call"), t("home.step_pay")]
  return (
    <section aria-labelledby="how-it-works">
      <h2 id="how-it-works" className="text-xl font-bold">
        {t("home.steps_title")}
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {steps.map((step, i) => (
          <li key={i} className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4">
            <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800">{i + 1}</span>
            <span className="pt-1">{step}</span>
          </li>
        ))}
      </ol>
      {cta ? (
        <Link
          to={localizePath(locale, "/checkout/cart/view")}
          className="mt-4 inline-block rounded-lg bg-brand-800 px-6 py-3 font-semibold text-white shadow hover:bg-brand-700"
          data-testid="home-cta"
        >
          {t("home.cta")}
        </Link>
      ) : null}
    </section>
  )
}

import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { isRouteErrorResponse, Links, useLocation, useRouteLoaderData, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from "@remix-run/react"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { useChangeLanguage } from "remix-i18next/react"
import { ErrorPage } from "./components/error-page"
import { NotFoundPage } from "./components/not-found-page"
import { SiteFooter } from "./components/site-footer"
import { SiteHeader } from "./components/site-header"
import i18next from "./i18next.server"
import { CACHE } from "./lib/cache"
import { dirFor, localeFromPath } from "./lib/locale"
import { contentVersionOf, loadRootContent } from "~/features/content/root-content.server"
import { MetaPixel } from "~/features/attribution/meta-pixel"
import { isPosPath, PosDocument } from "~/features/pos/components/pos-document"
import { useAttributionCapture } from "~/features/attribution/use-attribution-capture"
import { useNonce } from "./lib/nonce"
import { usePageLocale } from "./lib/use-locale"
import stylesheet from "./tailwind.css?url"

export const handle = { i18n: ["common"] }

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
]

export async function loader({ request, context }: LoaderFunctionArgs) {
  // An unknown prefix (/de/...) is a 404 thrown by the child route; its page is then French.
  const locale = localeFromPath(new URL(request.url).pathname)
  const t = await i18next.getFixedT(locale)
  // Titles for the error pages, whose meta cannot reach a child loader.
  const titles = { shop: t("shop.name"), notFound: t("not_found.meta_title"), error: t("error.meta_title") }
  // The till (/pos) has its own bare layout and reads nothing of the shop's content (decision 0088).
  if (isPosPath(new URL(request.url).pathname))
    return data({ locale, titles, content: null, theme: null, origin: new URL(request.url).origin }, { headers: { "Cache-Control": CACHE.private } })
  // Menus, shop settings and theme (decision 0017); each falls back alone when the backend fails.
  // Read once per content version and language when the page cache told the version (decision 0078).
  const { content, theme } = await loadRootContent(locale, contentVersionOf(context))
  // Public addresses (canonical, hreflang) are built from the request's own origin.
  return data({ locale, titles, content, theme, origin: new URL(request.url).origin }, { headers: { "Cache-Control": CACHE.publicPage } })
}

// Only used when the root is the deepest route rendering, i.e. for the error boundary.
export const headers: HeadersFunction = ({ errorHeaders }) => ({
  "Cache-Control": errorHeaders?.get("Cache-Control") ?? CACHE.private,
})

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (!error || !data) return []
  const page = isRouteErrorResponse(error) && error.status === 404 ? data.titles.notFound : data.titles.error
  return [{ title: `${page} | ${data.titles.shop}` }, { name: "robots", content: "noindex" }]
}

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  if (isPosPath(pathname)) return <PosDocument>{children}</PosDocument>
  return <ShopLayout>{children}</ShopLayout>
}

function ShopLayout({ children }: { children: ReactNode }) {
  const locale = usePageLocale()
  const { t } = useTranslation()
  useChangeLanguage(locale)
  const theme = useRouteLoaderData<typeof loader>("root")?.theme
  const nonce = useNonce()
  useAttributionCapture()
  return (
    <html lang={locale} dir={dirFor(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#065f46" />
        <Meta />
        <Links />
        {/* Theme colours as CSS variables (Tailwind's theme-* colours), then the staff's own CSS so it wins. */}
        {theme ? <style data-testid="theme-vars" dangerouslySetInnerHTML={{ __html: theme.css }} /> : null}
        {theme?.custom ? <style data-testid="custom-css" dangerouslySetInnerHTML={{ __html: theme.custom }} /> : null}
        <MetaPixel />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
        >
          {t("a11y.skip_to_content")}
        </a>
        <SiteHeader locale={locale} />
        <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:py-10">
          {children}
        </main>
        <SiteFooter />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  if (!isRouteErrorResponse(error)) console.error(error)
  return <ErrorPage />
}

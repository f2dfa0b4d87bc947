import { useLocation, useRouteLoaderData } from "@remix-run/react"
import { localeFromPath, type Locale } from "./locale"

/** The page's locale: the root loader's, or (when the root loader did not run) the one the path names. */
export function usePageLocale(): Locale {
  const root = useRouteLoaderData<{ locale: Locale }>("root")
  const { pathname } = useLocation()
  return root?.locale ?? localeFromPath(pathname)
}

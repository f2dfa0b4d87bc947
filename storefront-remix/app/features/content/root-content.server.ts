import { FALLBACK_SETTINGS, getMenu, getShopSettings } from "./content.server"
import type { Locale } from "~/lib/locale"
import { localizeMenu, safeLink } from "./menu.server"
import { safeCustomCss, themeCss } from "~/lib/theme"
import type { RootContent } from "./use-shop-settings"

/**
 * What every page's layout needs from the content plugin: menus, shop settings, theme. Each read
 * falls back on its own (logged), so a content failure never takes the whole shop down.
 */
export async function loadRootContent(locale: Locale): Promise<{ content: RootContent; theme: { css: string; custom: string } }> {
  const soft = <T>(what: string, p: Promise<T>, fallback: T) =>
    p.catch((e: Error) => {
      console.error(`content: ${what} unavailable: ${e.message}`)
      return fallback
    })
  const [header, footer, settings] = await Promise.all([
    soft("header menu", getMenu("header", locale), []),
    soft("footer menu", getMenu("footer", locale), []),
    soft("shop settings", getShopSettings(locale), FALLBACK_SETTINGS),
  ])
  return {
    content: {
      shop: { ...settings.settings, social: safeSocial(settings.settings.social) },
      menus: { header: localizeMenu(header, locale), footer: localizeMenu(footer, locale) },
    },
    theme: { css: themeCss(settings.theme?.colors), custom: safeCustomCss(settings.theme?.custom_css) },
  }
}

/** The footer's social links, checked here (the browser bundle carries no URL checker): web links only. */
function safeSocial<T extends Record<string, string | null | undefined>>(social: T): T {
  const out: Record<string, string | null> = {}
  for (const [k, v] of Object.entries(social ?? {})) {
    const url = safeLink(v)
    out[k] = url && /^https?:/i.test(url) ? url : null
  }
  return out as T
}

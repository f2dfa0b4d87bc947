import { openingLines } from "@shop/shared/shop-hours"
import { FALLBACK_SETTINGS, getMenu, getShopSettings } from "./content.server"
import type { Locale } from "~/lib/locale"
import { localizeMenu, safeLink } from "./menu.server"
import { safeCustomCss, themeCss } from "~/lib/theme"
import type { RootContent } from "./use-shop-settings"

/**
 * What every page's layout needs from the content plugin: menus, shop settings, theme. Each read
 * falls back on its own (logged), so a content failure never takes the whole shop down.
 */
type Layout = { content: RootContent; theme: { css: string; custom: string } }

/**
 * The layout read once per content version and language (issue 20: no work repeated per request that
 * can be done once per catalogue version). `version` is the one the page cache read from the backend
 * for this very request (server.mjs hands it to the loaders), so an entry is never older than what
 * the backend says now; a read that fell back is not kept. Without a version, read every time.
 */
const layouts = new Map<string, Promise<Layout>>()
let layoutsVersion: string | null = null

export function loadRootContent(locale: Locale, version: string | null = null): Promise<Layout> {
  if (!version) return readRootContent(locale).then((r) => r.layout)
  if (version !== layoutsVersion) {
    layouts.clear()
    layoutsVersion = version
  }
  const key = locale
  const kept = layouts.get(key)
  if (kept) return kept
  const read = readRootContent(locale).then((r) => {
    if (!r.complete && layouts.get(key) === read) layouts.delete(key)
    return r.layout
  })
  read.catch(() => layouts.delete(key))
  layouts.set(key, read)
  return read
}

/** The content version the page cache read for this request, from the loader's context. */
export const contentVersionOf = (context: unknown): string | null => (context as { contentVersion?: string | null } | undefined)?.contentVersion ?? null

async function readRootContent(locale: Locale): Promise<{ layout: Layout; complete: boolean }> {
  let complete = true
  const soft = <T>(what: string, p: Promise<T>, fallback: T) =>
    p.catch((e: Error) => {
      console.error(`content: ${what} unavailable: ${e.message}`)
      complete = false
      return fallback
    })
  const [header, footer, settings] = await Promise.all([
    soft("header menu", getMenu("header", locale), []),
    soft("footer menu", getMenu("footer", locale), []),
    soft("shop settings", getShopSettings(locale), FALLBACK_SETTINGS),
  ])
  return {
    complete,
    layout: {
      content: {
        shop: { ...settings.settings, social: safeSocial(settings.settings.social) },
        // written here in the page's language: the formatter stays out of every page's JavaScript
        // (ranges apart, each set left to right by the page: no isolate characters in the page's data)
        opening_lines: openingLines(settings.settings.opening_hours ?? [], locale).map((l) => ({ ...l, hours: l.ranges.length ? "" : l.hours })),
        menus: { header: localizeMenu(header, locale), footer: localizeMenu(footer, locale) },
      },
      theme: { css: themeCss(settings.theme?.colors), custom: safeCustomCss(settings.theme?.custom_css) },
    },
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

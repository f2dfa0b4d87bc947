import type { MenuItem } from "./content"
import { localizePath, type Locale } from "~/lib/locale"
import { safeUrl } from "~/lib/sanitize-html"

export type LocalMenuItem = { id: string; label: string; href: string; external: boolean; children: LocalMenuItem[] }

/**
 * Menu items as links of the visitor's language: storefront paths get the locale prefix, absolute
 * URLs (type link) are kept as they are; an unsafe URL (javascript:...) drops the item.
 */
export function localizeMenu(items: MenuItem[] | null | undefined, locale: Locale): LocalMenuItem[] {
  const out: LocalMenuItem[] = []
  for (const item of items ?? []) {
    const link = localHref(item.path, locale)
    if (!link || !item.label) continue
    out.push({ id: item.id, label: item.label, ...link, children: localizeMenu(item.children, locale) })
  }
  return out
}

/** A staff-given link (menu item, banner) as an href of the visitor's language; null when empty or unsafe. */
export function localHref(path: string | null | undefined, locale: Locale): { href: string; external: boolean } | null {
  const raw = (path ?? "").trim()
  const safe = raw ? safeUrl(raw) : null
  if (!safe) return null
  const external = /^[a-z][a-z0-9+.-]*:/i.test(safe) || safe.startsWith("//")
  if (external || safe.startsWith("#") || safe.startsWith("?")) return { href: safe, external }
  return { href: localizePath(locale, safe), external: false }
}

/** Spec §9: a blog description is cut at 100 characters, on a word when one ends near the cut. */
export function truncate(text: string | null | undefined, max = 100): string {
  const t = String(text ?? "")
    .replace(/\s+/g, " ")
    .trim()
  if (t.length <= max) return t
  const cut = t.slice(0, max - 1)
  const space = cut.lastIndexOf(" ")
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`
}

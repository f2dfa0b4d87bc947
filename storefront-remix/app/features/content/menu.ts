import { localizePath, type Locale } from "~/lib/locale"

export type LocalMenuItem = { id: string; label: string; href: string; external: boolean; children: LocalMenuItem[] }

/**
 * A staff-given link (menu item, banner) as an href of the visitor's language; null when empty.
 * The link was checked on the server (`safeLink`: menus in root-content.server, banners in
 * content.server), so the browser bundle carries no URL checker.
 */
export function localHref(path: string | null | undefined, locale: Locale): { href: string; external: boolean } | null {
  const safe = (path ?? "").trim()
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

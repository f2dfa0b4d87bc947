import type { MenuItem } from "./content"
import { localHref, type LocalMenuItem } from "./menu"
import type { Locale } from "~/lib/locale"
import { safeUrl } from "~/lib/safe-url"

/** A staff-given link as it may reach a page: the URL made safe (javascript: and the like give null). */
export const safeLink = (raw: string | null | undefined) => (raw && raw.trim() ? safeUrl(raw.trim()) : null)

/**
 * Menu items as links of the visitor's language: storefront paths get the locale prefix, absolute
 * URLs (type link) are kept as they are; an unsafe URL (javascript:...) drops the item.
 */
export function localizeMenu(items: MenuItem[] | null | undefined, locale: Locale): LocalMenuItem[] {
  const out: LocalMenuItem[] = []
  for (const item of items ?? []) {
    const link = localHref(safeLink(item.path), locale)
    if (!link || !item.label) continue
    out.push({ id: item.id, label: item.label, ...link, children: localizeMenu(item.children, locale) })
  }
  return out
}

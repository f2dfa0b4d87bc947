import { THEME_DEFAULTS, type ThemeColor } from "@shop/contracts/content"

/** Theme colour variables and their defaults (spec back-office §9): the content contract's. */
export { THEME_DEFAULTS, type ThemeColor }
export const THEME_COLORS = Object.keys(THEME_DEFAULTS) as ThemeColor[]

export const CUSTOM_CSS_MAX = 20 * 1024

/** #rgb, #rrggbb (and #rrggbbaa), rgb()/rgba() with 0-255 channels. */
export function isCssColor(v: string): boolean {
  const s = v.trim()
  if (/^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(s)) return true
  const m = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(0|1|0?\.\d+|1\.0+)\s*)?\)$/i.exec(s)
  return !!m && [m[1], m[2], m[3]].every((n) => Number(n) <= 255)
}

export type Theme = { colors: Record<ThemeColor, string>; custom_css: string }

/** Stored theme over the defaults: a colour never missing. */
export function themeOf(stored: any): Theme {
  const colors = { ...THEME_DEFAULTS } as Record<ThemeColor, string>
  for (const k of THEME_COLORS) if (typeof stored?.colors?.[k] === "string" && isCssColor(stored.colors[k])) colors[k] = stored.colors[k]
  return { colors, custom_css: typeof stored?.custom_css === "string" ? stored.custom_css : "" }
}

export type Settings = {
  shop_name: string
  logo_url: string | null
  contact_phone: string | null
  active_add_to_cart: boolean
  social: { facebook: string | null; instagram: string | null; tiktok: string | null; youtube: string | null }
}

export const SOCIAL_KEYS = ["facebook", "instagram", "tiktok", "youtube"] as const

export function settingsOf(stored: any): Settings {
  const s = stored ?? {}
  return {
    shop_name: typeof s.shop_name === "string" && s.shop_name.trim() ? s.shop_name : "Boutique DZ",
    logo_url: s.logo_url ?? null,
    contact_phone: s.contact_phone ?? null,
    active_add_to_cart: s.active_add_to_cart === undefined ? true : !!s.active_add_to_cart,
    social: Object.fromEntries(SOCIAL_KEYS.map((k) => [k, s.social?.[k] ?? null])) as Settings["social"],
  }
}

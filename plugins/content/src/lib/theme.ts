import type { OpeningRange } from "@shop/shared/shop-hours"
// Theme colour variables and their defaults (spec back-office §9) are the content contract's.
import { THEME_COLORS, THEME_DEFAULTS, type ThemeColor } from "@shop/contracts/content"

/** #rgb, #rrggbb (and #rrggbbaa), rgb()/rgba() with 0-255 channels. */
export function isCssColor(v: string): boolean {
  const s = v.trim()
  if (/^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(s)) return true
  const m = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(0|1|0?\.\d+|1\.0+)\s*)?\)$/i.exec(s)
  return !!m && [m[1], m[2], m[3]].every((n) => Number(n) <= 255)
}

export type Theme = { colors: Record<ThemeColor, string>; custom_css: string }

/** Stored theme over the defaults: a colour never missing. */
export function themeOf(stored: unknown): Theme {
  const s = stored as { colors?: Record<string, unknown> | null; custom_css?: unknown } | null | undefined
  const colors = { ...THEME_DEFAULTS } as Record<ThemeColor, string>
  for (const k of THEME_COLORS) {
    const c = s?.colors?.[k]
    if (typeof c === "string" && isCssColor(c)) colors[k] = c
  }
  return { colors, custom_css: typeof s?.custom_css === "string" ? s.custom_css : "" }
}

export type Settings = {
  shop_name: string
  logo_url: string | null
  contact_phone: string | null
  /** The number of the product page's "Order on WhatsApp" button; none: no button. */
  whatsapp_phone: string | null
  active_add_to_cart: boolean
  /** Meta's pixel id (public, decision 0073); the Conversions API token is stored apart, never here. */
  meta_pixel_id: string | null
  social: { facebook: string | null; instagram: string | null; tiktok: string | null; youtube: string | null }
  /** The shop's opening hours (ranges per weekday; none: not shown). */
  opening_hours: OpeningRange[]
}

export const SOCIAL_KEYS = ["facebook", "instagram", "tiktok", "youtube"] as const

/** The settings document as stored: written through PostAdminSettingsSchema. */
type StoredSettings = {
  shop_name?: unknown
  logo_url?: string | null
  contact_phone?: string | null
  whatsapp_phone?: string | null
  active_add_to_cart?: unknown
  meta_pixel_id?: string | null
  social?: Partial<Record<(typeof SOCIAL_KEYS)[number], string | null>> | null
  opening_hours?: OpeningRange[] | null
}

export function settingsOf(stored: unknown): Settings {
  const s = (stored ?? {}) as StoredSettings
  return {
    shop_name: typeof s.shop_name === "string" && s.shop_name.trim() ? s.shop_name : "Boutique DZ",
    logo_url: s.logo_url ?? null,
    contact_phone: s.contact_phone ?? null,
    whatsapp_phone: s.whatsapp_phone ?? null,
    active_add_to_cart: s.active_add_to_cart === undefined ? true : !!s.active_add_to_cart,
    meta_pixel_id: typeof s.meta_pixel_id === "string" && s.meta_pixel_id ? s.meta_pixel_id : null,
    social: Object.fromEntries(SOCIAL_KEYS.map((k) => [k, s.social?.[k] ?? null])) as Settings["social"],
    opening_hours: Array.isArray(s.opening_hours) ? s.opening_hours : [],
  }
}

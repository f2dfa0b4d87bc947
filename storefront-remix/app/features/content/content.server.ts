import type { MenuItem, MenuLocation, ShopSettings } from "./content"
import { storeApi } from "~/lib/store-api.server"
import type { Locale } from "~/lib/locale"
import { DEFAULT_THEME } from "~/lib/theme"

// The content store routes (decision 0017), through the typed store client (decision 0033). Texts
// come resolved for `locale` (French fallback); a 404 is null (the caller throws its own localised 404).

export const getContentPage = (key: string, locale: Locale) => storeApi.contentPage(key, locale)

export async function getMenu(location: MenuLocation, locale: Locale): Promise<MenuItem[]> {
  const body = await storeApi.menu(location, locale)
  return body.menu?.items ?? []
}

/** What the layout shows when the settings cannot be read: the site must still render. */
export const FALLBACK_SETTINGS: ShopSettings = {
  settings: {
    shop_name: "",
    logo_url: null,
    contact_phone: null,
    active_add_to_cart: true,
    social: { facebook: null, instagram: null, tiktok: null, youtube: null },
  },
  theme: { colors: DEFAULT_THEME, custom_css: "" },
}

export const getShopSettings = (locale: Locale) => storeApi.shopSettings(locale)
export const listBlogPosts = (locale: Locale, q: { category?: string; limit: number; offset: number }) => storeApi.blogPosts(locale, q)
export const getBlogPost = (slug: string, locale: Locale) => storeApi.blogPost(slug, locale)
export const listBlogCategories = (locale: Locale) => storeApi.blogCategories(locale)
export const getBlogCategory = (slug: string, locale: Locale, q: { limit: number; offset: number }) => storeApi.blogCategory(slug, locale, q)
export const getCmsPage = (slug: string, locale: Locale) => storeApi.cmsPage(slug, locale)

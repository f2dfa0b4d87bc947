import type { Block, MenuItem, MenuLocation, ShopSettings } from "./content"
import { safeLink } from "./menu.server"
import { sanitizeHtml } from "~/lib/sanitize-html.server"
import { storeApi } from "~/lib/store-api.server"
import type { Locale } from "~/lib/locale"
import { DEFAULT_THEME } from "~/lib/theme"

// The content store routes (decision 0017), through the typed store client (decision 0033). Texts
// come resolved for `locale` (French fallback); a 404 is null (the caller throws its own localised 404).

// Staff HTML is cleaned here, on the server, with the shop's one policy (decision 0047): the browser
// renders what it is given (components/safe-html) and never loads the HTML parser.
export const cleanBlock = (b: Block): Block => ({ ...b, html: b.html ? sanitizeHtml(b.html) : b.html, link: safeLink(b.link) })

export async function getContentPage(key: string, locale: Locale) {
  const found = await storeApi.contentPage(key, locale)
  return found && { ...found, blocks: found.blocks.map(cleanBlock) }
}

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
    whatsapp_phone: null,
    active_add_to_cart: true,
    meta_pixel_id: null,
    social: { facebook: null, instagram: null, tiktok: null, youtube: null },
    opening_hours: [],
  },
  theme: { colors: DEFAULT_THEME, custom_css: "" },
}

export const getShopSettings = (locale: Locale) => storeApi.shopSettings(locale)
export const listBlogPosts = (locale: Locale, q: { category?: string; limit: number; offset: number }) => storeApi.blogPosts(locale, q)
export async function getBlogPost(slug: string, locale: Locale) {
  const found = await storeApi.blogPost(slug, locale)
  return found && { ...found, post: { ...found.post, body_html: sanitizeHtml(found.post.body_html) } }
}
export const listBlogCategories = (locale: Locale) => storeApi.blogCategories(locale)
export const getBlogCategory = (slug: string, locale: Locale, q: { limit: number; offset: number }) => storeApi.blogCategory(slug, locale, q)
export async function getCmsPage(slug: string, locale: Locale) {
  const found = await storeApi.cmsPage(slug, locale)
  return found && { ...found, page: { ...found.page, body_html: sanitizeHtml(found.page.body_html) } }
}

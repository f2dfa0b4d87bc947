import type { BlogCategory, BlogPost, BlogPostCard, ContentPage, MenuItem, MenuLocation, ShopSettings } from "./content"
import { createStoreGet, MedusaError } from "~/lib/medusa.server"
import type { Locale } from "~/lib/locale"
import { DEFAULT_THEME } from "~/lib/theme"

// The content store routes (decision 0017). Texts come resolved for `locale` (French fallback).
const get = <T>(path: string, locale: Locale, query: Record<string, string> = {}) => createStoreGet()<T>(path, { ...query, locale })

/** null for a 404 (the caller throws its own localised 404); other failures propagate. */
async function orNull<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p
  } catch (e) {
    if (e instanceof MedusaError && e.status === 404) return null
    throw e
  }
}

export const getContentPage = (key: string, locale: Locale) => orNull(get<ContentPage>(`/content/pages/${encodeURIComponent(key)}`, locale))

export async function getMenu(location: MenuLocation, locale: Locale): Promise<MenuItem[]> {
  const body = await get<{ menu: { items: MenuItem[] } }>(`/content/menus/${location}`, locale)
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

export const getShopSettings = (locale: Locale) => get<ShopSettings>("/shop-settings", locale)

export const listBlogPosts = (locale: Locale, q: { category?: string; limit: number; offset: number }) =>
  get<{ posts: BlogPostCard[]; count: number }>("/blog/posts", locale, {
    limit: String(q.limit),
    offset: String(q.offset),
    ...(q.category ? { category: q.category } : {}),
  })

export const getBlogPost = (slug: string, locale: Locale) => orNull(get<{ post: BlogPost }>(`/blog/posts/${encodeURIComponent(slug)}`, locale))
export const listBlogCategories = (locale: Locale) => get<{ categories: BlogCategory[] }>("/blog/categories", locale)
export const getBlogCategory = (slug: string, locale: Locale, q: { limit: number; offset: number }) =>
  orNull(
    get<{ category: BlogCategory; posts: BlogPostCard[]; count: number }>(`/blog/categories/${encodeURIComponent(slug)}`, locale, {
      limit: String(q.limit),
      offset: String(q.offset),
    })
  )
export const getCmsPage = (slug: string, locale: Locale) =>
  orNull(get<{ page: { slug: string; title: string; body_html: string; meta_description: string | null } }>(`/cms-pages/${encodeURIComponent(slug)}`, locale))

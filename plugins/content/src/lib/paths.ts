import type { MenuType } from "@shop/contracts/content"

/**
 * Storefront paths without the locale prefix (the storefront adds /en or /ar). One place so a
 * menu item, a block and a blog card link to the same URL.
 */
export const paths = {
  category: (handle: string) => `/catalog/category/${encodeURIComponent(handle)}`,
  brand: (slug: string) => `/catalog/brands/${encodeURIComponent(slug)}`,
  brandLine: (slug: string) => `/catalog/brandlines/${encodeURIComponent(slug)}`,
  product: (categoryHandle: string | null, handle: string) =>
    categoryHandle ? `/catalog/product/${encodeURIComponent(categoryHandle)}/${encodeURIComponent(handle)}` : `/catalog/product/${encodeURIComponent(handle)}`,
  cms: (slug: string) => `/pages/${encodeURIComponent(slug)}`,
  blogCategory: (slug: string) => `/blog/categories/${encodeURIComponent(slug)}`,
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  collection: (handle: string) => `/collections/${encodeURIComponent(handle)}`,
  promotion: (id: string) => `/promotions/${encodeURIComponent(id)}`,
}

/** What a menu item's target resolved to (null = gone or unpublished). */
export type Target = { handle?: string; slug?: string; category_handle?: string | null } | null

/**
 * The path of a menu item, or null when the item must be hidden (its target no longer exists,
 * or a link item without a URL).
 */
export function menuPath(type: MenuType, target: Target, url?: string | null): string | null {
  if (type === "link") return url?.trim() ? url.trim() : null
  if (!target) return null
  switch (type) {
    case "category":
      return target.handle ? paths.category(target.handle) : null
    case "brand":
      return target.slug ? paths.brand(target.slug) : null
    case "product":
      return target.handle ? paths.product(target.category_handle ?? null, target.handle) : null
    case "cms":
      return target.slug ? paths.cms(target.slug) : null
    case "blog_category":
      return target.slug ? paths.blogCategory(target.slug) : null
    case "blog_post":
      return target.slug ? paths.blogPost(target.slug) : null
    case "collection":
      return target.handle ? paths.collection(target.handle) : null
    default:
      return null
  }
}

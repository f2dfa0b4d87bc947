/**
 * Content (content plugin) as the store reads it: page blocks with their resolved data, menus, blog,
 * shop settings and theme (decision 0017). Product cards inside blocks are the listing's.
 */
import type { ListingProductCard } from "./listing"

/** The 20 content-block types (spec back-office §3/§4): the admin's form, the API's validator and the store's renderers. */
export const BLOCK_TYPES = [
  "products_carousel",
  "products_grid",
  "discounted_products",
  "bestsellers_products",
  "collection_products",
  "category_products_carousel",
  "brands_products_carousel",
  "brand_lines_products_carousel",
  "tag_products",
  "categories_carousel",
  "brands_carousel",
  "brand_lines_carousel",
  "html_block",
  "banner",
  "banner_carousel",
  "discount_block",
  "blog_posts_carousel",
  "blog_post_card",
  "blog_categories_carousel",
  "text_carousel",
] as const
export type BlockType = (typeof BLOCK_TYPES)[number]

/**
 * A block's targets (`config`), as the admin sends them and the store resolves them; which keys a
 * type reads is the admin form's and the block reader's business. Empty targets are null or absent.
 */
export type BlockConfig = {
  product_ids?: string[]
  category_ids?: string[]
  category_id?: string | null
  brand_id?: string | null
  brand_line_id?: string | null
  collection_id?: string | null
  tag_value?: string | null
  discount_ids?: string[]
  post_ids?: string[]
  post_id?: string | null
  blog_category_id?: string | null
}

/** What a menu item points at (`link` has a URL, every other type a target id). */
export const MENU_TYPES = ["category", "brand", "product", "link", "cms", "blog_category", "blog_post", "collection"] as const
export type MenuType = (typeof MENU_TYPES)[number]
export const MENU_LOCATIONS = ["header", "footer"] as const
export type MenuLocation = (typeof MENU_LOCATIONS)[number]

export type BlockImage = { url: string; alt: string }
export type Responsive = { mobile: number; tablet: number; desktop: number }
export type BlogPostCard = {
  id: string
  slug: string
  title: string
  excerpt: string
  thumbnail_url: string | null
  published_at: string
  categories: { slug: string; name: string }[]
  path: string
}
export type BlogPost = BlogPostCard & { body_html: string; meta_description: string | null }
export type BlogCategory = { id: string; slug: string; name: string; description: string | null; thumbnail_url: string | null; path: string }
export type CategoryTile = { id: string; handle: string; name: string; image_url: string | null; path: string }
export type BrandTile = { id: string; slug: string; name: string; logo_url: string | null; path: string }
export type DiscountDeal = {
  id: string
  title: string
  slogan: string | null
  banner_url: string | null
  ends_at: string | null
  value_type: string
  value: number
  path: string
  products: ListingProductCard[]
}
export type BlockData = {
  products?: ListingProductCard[]
  categories?: CategoryTile[]
  brands?: BrandTile[]
  brand_lines?: (BrandTile & { brand_slug: string })[]
  discounts?: DiscountDeal[]
  posts?: BlogPostCard[]
  post?: BlogPostCard | null
  blog_categories?: BlogCategory[]
}
export type Block = {
  id: string
  type: BlockType
  position: number
  title: string | null
  show_title: boolean
  html: string | null
  link: string | null
  size: string | null
  container_class: string | null
  wrapper_class: string | null
  bg_color: string | null
  images: BlockImage[]
  number: number | null
  responsive: Responsive | null
  ends_at: string | null
  data: BlockData
}
/** `GET /store/content/pages/:page` (the blocks of a page, in order). */
export type ContentPage = { page: string; blocks: Block[] }
export type MenuItem = { id: string; type: MenuType; label: string; path: string; children: MenuItem[] }

// ---- store answers (every one says the language its texts were resolved in: fr, en or ar) --------

/** `GET /store/content/pages/:page`. */
export type StoreContentPageResponse = ContentPage & { locale: string }
/** `GET /store/content/menus/:location` (header | footer). */
export type StoreMenuResponse = { menu: { location: string; items: MenuItem[] }; locale: string }
/** `GET /store/blog/posts?category=&limit=&offset=`: published posts, newest first. */
export type StoreBlogPostsResponse = { posts: BlogPostCard[]; count: number; limit: number; offset: number; locale: string }
/** `GET /store/blog/posts/:slug`. */
export type StoreBlogPostResponse = { post: BlogPost; locale: string }
/** `GET /store/blog/categories`. */
export type StoreBlogCategoriesResponse = { categories: BlogCategory[]; locale: string }
/** `GET /store/blog/categories/:slug?limit=&offset=`: the category and its published posts. */
export type StoreBlogCategoryResponse = { category: BlogCategory; posts: BlogPostCard[]; count: number; locale: string }
/** A published CMS page (`GET /store/cms-pages/:slug`). */
export type StoreCmsPage = { slug: string; title: string; body_html: string; meta_description: string | null }
export type StoreCmsPageResponse = { page: StoreCmsPage; locale: string }
/** Theme colour variables and their defaults (back-office spec §9): what a shop without a choice shows. */
export const THEME_DEFAULTS = {
  brand: "#000000",
  primary: "#820869",
  secondary: "#180882",
  warning: "#F54705",
  danger: "#DC2107",
  success: "#05BC77",
  info: "#0A2FA8",
  text: "#4f5d77",
  heading: "#222222",
  "grey-1": "#1a1a1a",
} as const
export type ThemeColor = keyof typeof THEME_DEFAULTS
export type ThemeColors = Record<ThemeColor, string>
export const THEME_COLORS = Object.keys(THEME_DEFAULTS) as ThemeColor[]
/** The shop's own CSS, in bytes (UTF-8). */
export const CUSTOM_CSS_MAX = 20 * 1024
/**
 * The shop's WhatsApp number as the settings take it: an Algerian number (0XXXXXXXXX, spaces, dots or
 * dashes allowed) or + (or 00), a country code and 8 to 15 digits; wa.me needs one it can dial.
 */
export const WHATSAPP_PHONE_PATTERN = /^(?:0[1-9](?:[ .-]?\d){7,8}|(?:\+|00)[1-9](?:[ .-]?\d){7,14})$/
export type ShopSettings = {
  settings: {
    shop_name: string
    logo_url: string | null
    contact_phone: string | null
    /** The product page's "Order on WhatsApp" number; null: no button. */
    whatsapp_phone: string | null
    active_add_to_cart: boolean
    /** Meta's pixel id (public): the storefront loads the pixel only when set (decision 0073). */
    meta_pixel_id: string | null
    social: { facebook: string | null; instagram: string | null; tiktok: string | null; youtube: string | null }
    /** Opening hours: ranges per weekday (0 Sunday … 6 Saturday, `HH:MM`); days without one are closed; none set: not shown. */
    opening_hours: { day: number; open: string; close: string }[]
  }
  theme: { colors: ThemeColors; custom_css: string }
}
/** The content setting holding the Conversions API token, apart from the public settings: read by the sender only (decision 0073). */
export const META_TOKEN_SETTING = "meta_capi"
/**
 * The purpose the Conversions API token is sealed under (`secretBox` of @shop/shared/secrets, key
 * COURIERS_SECRET_KEY): stored as `{ sealed, last4 }` under META_TOKEN_SETTING, never in clear.
 */
export const META_TOKEN_PURPOSE = "meta-capi"
/** Meta's pixel id: its digits. */
export const META_PIXEL_ID_PATTERN = /^\d{5,20}$/
/** The Conversions API token as the admin sees it: never in clear (write-only), only whether one is set and its last characters. */
export type MetaAccessTokenState = { set: boolean; last4: string | null }
/** `GET`/`POST /admin/content/settings`: the settings, and the token's state (never the token). */
export type AdminShopSettingsResponse = { settings: ShopSettings["settings"]; meta_access_token: MetaAccessTokenState }
/** `GET /store/shop-settings`: the settings and theme, defaults for anything unset. */
export type StoreShopSettingsResponse = ShopSettings

/** The 20 content-block types (spec back-office §3/§4 and the content API contract). */
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

export const PRODUCT_BLOCKS: readonly BlockType[] = [
  "products_carousel",
  "products_grid",
  "discounted_products",
  "bestsellers_products",
  "collection_products",
  "category_products_carousel",
  "brands_products_carousel",
  "brand_lines_products_carousel",
  "tag_products",
]

export const MENU_TYPES = ["category", "brand", "product", "link", "cms", "blog_category", "blog_post", "collection"] as const
export type MenuType = (typeof MENU_TYPES)[number]

export const MENU_LOCATIONS = ["header", "footer"] as const

/** Default number of items of a list block. */
export const DEFAULT_NUMBER = 10

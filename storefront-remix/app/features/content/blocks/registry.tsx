import type { ComponentType } from "react"
import type { Block, BlockType } from "~/features/content/content"
import type { Locale } from "~/lib/locale"
import { BannerBlock, BannerCarouselBlock } from "./banner-block"
import { BlogCategoriesBlock, BlogPostCardBlock, BlogPostsBlock } from "./blog-blocks"
import { DiscountBlock } from "./discount-block"
import { HtmlBlock, TextCarouselBlock } from "./html-blocks"
import { ProductsCarouselBlock, ProductsGridBlock } from "./products-block"
import { BrandLinesBlock, BrandsBlock, CategoriesBlock } from "./tiles-block"
import type { BlockProps } from "./types"

/** Block type -> component (spec §2 "Home/page modules"): every type of the contract has one. */
export const BLOCKS: Record<BlockType, ComponentType<BlockProps>> = {
  products_carousel: ProductsCarouselBlock,
  discounted_products: ProductsCarouselBlock,
  bestsellers_products: ProductsCarouselBlock,
  collection_products: ProductsCarouselBlock,
  category_products_carousel: ProductsCarouselBlock,
  brands_products_carousel: ProductsCarouselBlock,
  brand_lines_products_carousel: ProductsCarouselBlock,
  tag_products: ProductsCarouselBlock,
  products_grid: ProductsGridBlock,
  categories_carousel: CategoriesBlock,
  brands_carousel: BrandsBlock,
  brand_lines_carousel: BrandLinesBlock,
  html_block: HtmlBlock,
  banner: BannerBlock,
  banner_carousel: BannerCarouselBlock,
  discount_block: DiscountBlock,
  blog_posts_carousel: BlogPostsBlock,
  blog_post_card: BlogPostCardBlock,
  blog_categories_carousel: BlogCategoriesBlock,
  text_carousel: TextCarouselBlock,
}

const PICTURE_FIRST = new Set(["banner", "banner_carousel"])

/** The blocks of a page in order; only the first banner's picture is loaded eagerly. */
export function Blocks({ blocks, locale }: { blocks: Block[]; locale: Locale }) {
  const firstBanner = blocks.find((b) => PICTURE_FIRST.has(b.type) && BLOCKS[b.type])?.id
  return (
    <div className="space-y-10" data-testid="blocks">
      {blocks.map((block) => {
        // a type newer than this storefront (the API ahead of it) renders nothing
        const Component = BLOCKS[block.type]
        return Component ? <Component key={block.id} block={block} locale={locale} first={block.id === firstBanner} /> : null
      })}
    </div>
  )
}

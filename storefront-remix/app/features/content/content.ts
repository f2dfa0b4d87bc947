// Shapes of the content API (decision 0017): @shop/contracts/content, the contract shared with the content plugin.
export type {
  Block,
  BlockData,
  BlockImage,
  BlockType,
  BlogCategory,
  BlogPost,
  BlogPostCard,
  BrandTile,
  CategoryTile,
  ContentPage,
  DiscountDeal,
  MenuItem,
  MenuLocation,
  Responsive,
  ShopSettings,
  ThemeColors,
} from "@shop/contracts/content"

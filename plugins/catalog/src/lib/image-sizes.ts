/** The spec's picture sizes (storefront §3 `imagesIdsAndSizes`), squares in pixels. */
export const IMAGE_SIZES = {
  SMALL_PRODUCT: 150,
  GRID_DISPLAY: 400,
  PRODUCT_PAGE_LARGE: 1000,
} as const
export type ImageSizeName = keyof typeof IMAGE_SIZES
export const IMAGE_SIZE_NAMES = Object.keys(IMAGE_SIZES) as ImageSizeName[]

/** Days during which a product counts as "new" (`CATALOG_NEW_DAYS`, default 30). */
export function newProductDays(env = process.env.CATALOG_NEW_DAYS): number {
  const n = Number(env)
  return Number.isFinite(n) && n >= 0 ? n : 30
}

export const isNewProduct = (createdAt: Date | string, now = Date.now(), days = newProductDays()) =>
  now - new Date(createdAt).getTime() <= days * 24 * 60 * 60 * 1000
